import { ArrowRight, Mail, Star } from 'lucide-react'
import { rootData, seo } from '#app/lib/seo.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { shortDate } from '#app/lib/dates.ts'
import { PostCard, PostTitle } from '#app/features/blog/post-card.tsx'
import { blogPageNumber } from '#app/features/blog/list-page.ts'
import { servicesContext } from '#app/context.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/blog'

export const BLOG_PAGE_SIZE = 9

function summary<T extends { content?: string }>(post: T): Omit<T, 'content'> {
  const { content: _content, ...rest } = post
  return rest
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { blog } = context.get(servicesContext)
  const page = blogPageNumber(new URL(request.url).searchParams.get('page'))
  const [list, featured] = await Promise.all([
    blog.list({ page, limit: BLOG_PAGE_SIZE, includeScheduled: false }),
    blog.featured(),
  ])
  return { ...list, posts: list.posts.map(summary), featured: featured ? summary(featured) : null }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.currentPage ?? 1
  return seo({
    title: `K-12 Cybersecurity Blog${page > 1 ? ` (page ${page})` : ''}`,
    description:
      'Practical articles for superintendents, board members and IT directors on FERPA, ransomware, phishing, vendor risk, budgets and security governance in K-12.',
    path: page > 1 ? `/blog?page=${page}` : '/blog',
    ...rootData(matches),
  })
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, currentPage, totalPages, featured } = loaderData
  const site = useSite()
  const hrefFor = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`)
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="K-12 Cybersecurity Insights"
        lead="Plain-language guidance on the risks, rules and budgets that school leaders deal with."
        containerClassName="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between"
        aside={
          <a href="/#newsletter" className="btn-on-dark shrink-0 self-start sm:self-auto">
            <Mail aria-hidden="true" className="size-4" />
            Subscribe to Newsletter
          </a>
        }
      />

      <div className="container-page py-14">
        {featured && currentPage === 1 ? (
          <article className="card relative mb-12 overflow-hidden border-brand-200 bg-brand-50/50 p-6 sm:p-10">
            <div className="flex flex-wrap gap-2">
              <Badge tone="solid" icon={<Star aria-hidden="true" className="size-3.5" />}>
                Featured
              </Badge>
              <Badge tone="light">{featured.category}</Badge>
            </div>
            <PostTitle
              post={featured}
              as="h2"
              className="mt-4 max-w-3xl text-2xl font-bold tracking-tight sm:text-3xl"
              linkClassName="hover:text-brand-700"
            />
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
          <EmptyState
            action={
              currentPage > 1 ? (
                <a href="/blog" className="btn-secondary">
                  Go to the first page
                </a>
              ) : null
            }
          >
            {currentPage > 1 ? 'There are no articles on this page.' : 'No articles have been published yet.'}
          </EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} timeZone={site.timeZone} />
              </li>
            ))}
          </ul>
        )}

        <Pagination current={currentPage} total={totalPages} label="Blog pages" hrefFor={hrefFor} />
      </div>
    </>
  )
}
