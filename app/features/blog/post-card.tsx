import { Badge } from '#app/components/ui/badge.tsx'
import type { BlogPost } from './post.ts'
import { PostMeta } from './post-meta.tsx'

type CardPost = Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'publishedAt' | 'tags'>

/** The link covers the whole card around it (the card is `relative`). */
export function PostTitle({
  post,
  as: Heading = 'h3',
  className,
  linkClassName,
}: {
  post: Pick<BlogPost, 'slug' | 'title'>
  as?: 'h2' | 'h3'
  className: string
  linkClassName: string
}) {
  return (
    <Heading className={className}>
      <a href={`/blog/${post.slug}`} className={`after:absolute after:inset-0 ${linkClassName}`}>
        {post.title}
      </a>
    </Heading>
  )
}

export function PostCard({ post, timeZone }: { post: CardPost; timeZone: string }) {
  return (
    <article className="card group relative flex h-full flex-col p-6 transition-shadow hover:shadow-md">
      <Badge className="self-start">{post.category}</Badge>
      <PostTitle
        post={post}
        className="mt-4 text-lg leading-snug font-semibold"
        linkClassName="group-hover:text-brand-700"
      />
      <p className="mt-3 line-clamp-3 flex-1 text-sm leading-6 text-muted">{post.excerpt}</p>
      <PostMeta post={post} timeZone={timeZone} variant="card" className="mt-5" />
    </article>
  )
}
