import { Calendar, Clock, User } from 'lucide-react'
import { longDate, shortDate } from '#app/lib/dates.ts'
import type { BlogPost } from './post.ts'

/**
 * Spec §9: a card in a list says "Jan 5, 2024" and "5 min read", the post page "March 5, 2025" and
 * "8 min read"; the reading times are fixed texts.
 */
const variants = {
  card: {
    list: 'flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted',
    item: 'flex items-center gap-1',
    icon: 'size-3.5',
    date: shortDate,
    readTime: '5 min read',
  },
  page: {
    list: 'flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted',
    item: 'flex items-center gap-1.5',
    icon: 'size-4',
    date: longDate,
    readTime: '8 min read',
  },
}

/** Who wrote a post, when, and how long it takes to read, each after a decorative icon. */
export function PostMeta({
  post,
  timeZone,
  variant,
  className,
}: {
  post: Pick<BlogPost, 'author' | 'publishedAt'>
  timeZone: string
  variant: keyof typeof variants
  /** where it sits: margins, a rule */
  className: string
}) {
  const v = variants[variant]
  const items = [
    { key: 'author', Icon: User, content: post.author },
    {
      key: 'date',
      Icon: Calendar,
      content: <time dateTime={post.publishedAt}>{v.date(post.publishedAt, timeZone)}</time>,
    },
    { key: 'read-time', Icon: Clock, content: v.readTime },
  ]
  return (
    <div className={`${v.list} ${className}`}>
      {items.map(({ key, Icon, content }) => (
        <span key={key} className={v.item}>
          <Icon aria-hidden="true" className={v.icon} />
          {content}
        </span>
      ))}
    </div>
  )
}
