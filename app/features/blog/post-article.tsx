import { ArrowLeft, Mail, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { LastReviewed, SourceList } from '#app/components/ui/source-list.tsx'
import { heroSources } from '#app/features/objects/variants.ts'
import { longDate } from '#app/lib/dates.ts'
import { useSite } from '#app/lib/site.ts'
import { heroAlt } from './format.ts'
import type { BlogPost } from './post.ts'
import { PostActions } from './post-actions.tsx'
import { PostMeta } from './post-meta.tsx'

/** Shared with the preview page so a preview looks exactly like the post. `content` must be sanitised. */
export function PostArticle({
  post,
  url,
  banner,
}: {
  post: BlogPost
  url: string
  /** a preview's notice: sharing and the PDF are then left out */
  banner?: ReactNode
}) {
  const site = useSite()
  return (
    <article className="pb-20">
      {banner}
      <div className="hidden border-b border-slate-300 pb-4 print:block">
        <p className="text-lg font-bold">{site.businessName}</p>
        <p className="text-sm">{site.tagline}</p>
        <p className="text-sm">
          {site.phone} · {site.email} · {site.postalAddress}
        </p>
        <p className="text-sm" suppressHydrationWarning>
          Printed {longDate(new Date().toISOString(), site.timeZone)}
        </p>
      </div>
      <header className="container-page max-w-3xl pt-10">
        <a
          href="/blog"
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline print:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog
        </a>
        {post.heroImageUrl ? <HeroImage url={post.heroImageUrl} alt={heroAlt(post)} /> : null}
        <div className="mt-8 flex flex-wrap items-center gap-2">
          <Badge>{post.category}</Badge>
          {post.featured === 'true' ? (
            <Badge tone="solid" icon={<Star aria-hidden="true" className="size-3.5" />}>
              Featured
            </Badge>
          ) : null}
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
        <p className="mt-5 text-lg leading-8 text-muted sm:text-xl">{post.excerpt}</p>
        <PostMeta post={post} timeZone={site.timeZone} variant="page" className="mt-6 border-b border-line pb-6" />
        <LastReviewed date={post.reviewedAt} className="mt-4" />
        {post.tags.length ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-surface px-2.5 py-1 text-xs text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <div className="container-page max-w-3xl">
        <div className="prose-post mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
        <SourceList sources={post.sources} headingId="post-sources" className="mt-10 border-t border-line pt-6" />
        {banner ? null : <PostActions post={post} url={url} />}

        <aside aria-labelledby="about-author" className="mt-10 rounded-2xl border border-line p-6 sm:p-8 print:hidden">
          <h2 id="about-author" className="text-lg font-bold">
            About {site.businessName}
          </h2>
          <p className="mt-2 leading-7 text-muted">
            We help smaller K-12 districts with security assessments, virtual CISO services, board and staff training,
            and compliance support, explained in plain language.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href="/#services" className="btn-secondary">
              Explore our services
            </a>
            <a href="/#contact" className="btn-primary">
              Schedule a free consultation
            </a>
          </div>
        </aside>

        <aside
          aria-labelledby="stay-informed"
          className="mt-8 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 print:hidden"
        >
          <h2 id="stay-informed" className="text-lg font-bold">
            Stay Informed
          </h2>
          <p className="mt-2 text-slate-200">Get one practical security briefing for school leaders each month.</p>
          <a href="/#newsletter" className="btn-on-dark mt-4">
            <Mail aria-hidden="true" className="size-4" />
            Subscribe to the newsletter
          </a>
        </aside>
      </div>
    </article>
  )
}

/** The LCP image: AVIF and WebP crops with srcset, no layout shift. */
function HeroImage({ url, alt }: { url: string; alt: string }) {
  const sources = heroSources(url)
  const sizes = '(min-width: 768px) 720px, 100vw'
  const img = (
    <img
      src={url}
      alt={alt}
      className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover"
      width={1280}
      height={720}
      fetchPriority="high"
      decoding="async"
    />
  )
  if (!sources) return img
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  )
}
