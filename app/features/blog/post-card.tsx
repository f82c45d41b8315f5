import { Calendar, Clock, User } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '#app/components/ui/badge.tsx'
import type { BlogPost } from './post.ts'
import { shortDate } from '#app/lib/dates.ts'

type CardPost = Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'publishedAt' | 'tags'>

export function PostCard({ post, timeZone }: { post: CardPost; timeZone: string }) {
  return (
    <article className="card group relative flex h-full flex-col p-6 transition-shadow hover:shadow-md">
      <Badge className="self-start">{post.category}</Badge>
      <h3 className="mt-4 text-lg leading-snug font-semibold">
        <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
          {post.title}
        </Link>
      </h3>
      <p className="mt-3 line-clamp-3 flex-1 text-sm leading-6 text-muted">{post.excerpt}</p>
      <div className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="flex items-center gap-1">
          <User aria-hidden="true" className="size-3.5" />
          {post.author}
        </span>
        <span className="flex items-center gap-1">
          <Calendar aria-hidden="true" className="size-3.5" />
          <time dateTime={post.publishedAt}>{shortDate(post.publishedAt, timeZone)}</time>
        </span>
        <span className="flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />5 min read
        </span>
      </div>
    </article>
  )
}
