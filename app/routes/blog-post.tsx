import { ArrowLeft } from 'lucide-react'
import { rootData, seo } from '#app/lib/seo.ts'
import { blogPostingJsonLd } from '#app/lib/structured-data.ts'
import { data } from 'react-router'
import { PostArticle } from '#app/features/blog/post-article.tsx'
import { updateShown } from '#app/features/blog/post.ts'
import { SLUG_PATTERN } from '#app/features/blog/slug.ts'
import { servicesContext } from '#app/context.ts'
import type { Route } from './+types/blog-post'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog, env } = context.get(servicesContext)
  const post = SLUG_PATTERN.test(params.slug) ? await blog.findForPage(params.slug) : null
  if (!post) return data({ post: null, url: null }, { status: 404 })
  return {
    post,
    url: `${env.SITE_URL}/blog/${post.slug}`,
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { siteUrl, site } = rootData(matches)
  const post = loaderData?.post
  if (!post) {
    return seo({
      title: 'Blog Post',
      description: 'Blog Post',
      path: '/blog',
      siteUrl,
      site,
      noindex: true,
    })
  }
  const path = `/blog/${post.slug}`
  const image = post.heroImageUrl ?? '/og-image.png'
  // What the page shows (decision 35): the day its words were updated, else its publication.
  const modifiedAt = updateShown(post, site.timeZone) ?? post.publishedAt
  return [
    ...seo({
      title: post.title,
      description: post.excerpt,
      path,
      siteUrl,
      site,
      image,
      type: 'article',
      jsonLd: blogPostingJsonLd({ post, modifiedAt, siteUrl, site, path, image }),
    }),
    { name: 'keywords', content: post.tags.join(', ') },
    { property: 'article:published_time', content: post.publishedAt },
    { property: 'article:modified_time', content: modifiedAt },
    { property: 'article:section', content: post.category },
  ]
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, url } = loaderData
  if (!post || !url) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight">Blog Post Not Found</h1>
        <p className="mt-4 text-muted">The blog post you're looking for doesn't exist.</p>
        <a href="/blog" className="btn-primary mt-8">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog
        </a>
      </section>
    )
  }

  return <PostArticle post={post} url={url} />
}
