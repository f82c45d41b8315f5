import { ArrowRight, Mail, Star } from 'lucide-react'
import { rootData, seo } from '#app/lib/seo.ts'
import { Link, useNavigate } from 'react-router'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { findFeaturedPost, listPosts } from '#app/features/blog/blog.server.ts'
import { shortDate } from '#app/lib/dates.ts'
import { PostCard } from '#app/features/blog/post-card.tsx'
import { servicesContext } from '#app/context.ts'
import { scrollToTop } from '#app/lib/scroll.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/blog'

export const BLOG_PAGE_SIZE = 9

function summary<T extends { content?: string }>(post: T): Omit<T, 'content'> {
  const { content: _content, ...rest } = post
  return rest
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext)
  const raw = Number(new URL(request.url).searchParams.get('page') ?? '1')
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1
  const [list, featured] = await Promise.all([
    listPosts(db, { page, limit: BLOG_PAGE_SIZE, includeScheduled: false }),
    findFeaturedPost(db),
  ])
  // Cards need no body: keep the page payload small.
  return { ...list, posts: list.posts.map(summary), featured: featured ? summary(featured) : null }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.currentPage ?? 1
  return seo({
    title: `K-12 Cybersecurity Blog${page > 1 ? ` (page ${page})` : ''} | SchoolShield Cyber Advisory`,
    description:
      'Practical articles for superintendents, board members and IT directors on FERPA, ransomware, phishing, vendor risk, budgets and security governance in K-12.',
    path: page > 1 ? `/blog?page=${page}` : '/blog',
    siteUrl: rootData(matches).siteUrl,
  })
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, currentPage, totalPages, featured } = loaderData
  const site = useSite()
  const navigate = useNavigate()
  const hrefFor = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`)
  return (
    <>
      <section className="bg-brand-950 py-16 text-white">
        <div className="container-page flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">Blog</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">K-12 Cybersecurity Insights</h1>
            <p className="mt-4 text-lg text-slate-200">
              Plain-language guidance on the risks, rules and budgets that school leaders deal with.
            </p>
          </div>
          <Link to="/#newsletter" className="btn-on-dark self-start sm:self-auto">
            <Mail aria-hidden="true" className="size-4" />
            Subscribe to Newsletter
          </Link>
        </div>
      </section>

      <div className="container-page py-14">
        {featured && currentPage === 1 ? (
          <article className="card relative mb-12 overflow-hidden border-brand-200 bg-brand-50/50 p-6 sm:p-10">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
              <Star aria-hidden="true" className="size-3.5" />
              Featured
            </span>
            <span className="ml-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700">
              {featured.category}
            </span>
            <h2 className="mt-4 max-w-3xl text-2xl font-bold tracking-tight sm:text-3xl">
              <Link to={`/blog/${featured.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
                {featured.title}
              </Link>
            </h2>
            <p className="mt-3 max-w-3xl leading-7 text-muted">{featured.excerpt}</p>
            <p className="mt-5 flex items-center gap-2 text-sm font-semibold text-brand-700">
              Read the article <ArrowRight aria-hidden="true" className="size-4" />
              <span className="font-normal text-muted">
                · {featured.author} ·{' '}
                <time dateTime={featured.publishedAt}>{shortDate(featured.publishedAt, site.timeZone)}</time>
              </span>
            </p>
          </article>
        ) : null}

        <h2 className="sr-only">All articles</h2>
        {posts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg font-medium">
              {currentPage > 1 ? 'There are no articles on this page.' : 'No articles have been published yet.'}
            </p>
            {currentPage > 1 ? (
              <Link to="/blog" className="btn-secondary mt-5">
                Go to the first page
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} timeZone={site.timeZone} />
              </li>
            ))}
          </ul>
        )}

        <Pagination
          current={currentPage}
          total={totalPages}
          label="Blog pages"
          hrefFor={hrefFor}
          onChange={(page) => {
            void Promise.resolve(navigate(hrefFor(page), { preventScrollReset: true })).then(() => scrollToTop())
          }}
        />
      </div>
    </>
  )
}
