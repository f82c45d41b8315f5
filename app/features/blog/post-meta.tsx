import { Calendar, Clock, RefreshCw, User } from 'lucide-react'
import { calendarDate } from '#app/lib/calendar-date.ts'
import { longDate, shortDate } from '#app/lib/dates.ts'
import { updateShown, type BlogPost } from './post.ts'

/** Spec §9; the reading times are fixed texts. */
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

/** "Updated {date}" on the post page (decision 35). */
export function PostMeta({
  post,
  timeZone,
  variant,
  className,
}: {
  post: Pick<BlogPost, 'author' | 'publishedAt'> & Partial<Pick<BlogPost, 'updatedOn'>>
  timeZone: string
  variant: keyof typeof variants
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
  const updated =
    variant === 'page'
      ? updateShown({ publishedAt: post.publishedAt, updatedOn: post.updatedOn ?? null }, timeZone)
      : null
  if (updated) {
    items.splice(2, 0, {
      key: 'updated',
      Icon: RefreshCw,
      content: (
        <span>
          Updated <time dateTime={updated}>{calendarDate(updated)}</time>
        </span>
      ),
    })
  }
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
