import { data } from 'react-router'
import { findPostBySlug } from '#app/features/blog/blog.server.ts'
import { servicesContext } from '#app/lib/context.ts'
import type { Route } from './+types/blog-post'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext)
  const post = /^[a-z0-9-]{1,100}$/.test(params.slug)
    ? await findPostBySlug(db, params.slug, { includeScheduled: false })
    : null
  if (!post) return data({ post: null }, { status: 404 })
  return { post }
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData
  if (!post) {
    return (
      <section className="container-page py-20">
        <h1 className="text-4xl font-bold">Blog Post Not Found</h1>
      </section>
    )
  }
  return (
    <article className="container-page py-20">
      <h1 className="text-4xl font-bold">{post.title}</h1>
    </article>
  )
}
