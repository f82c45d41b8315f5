import { CalendarClock, CircleCheck, FilePen, Pencil, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Badge, StateBadge } from '#app/components/ui/badge.tsx'
import { CardItem, CardList } from '#app/components/ui/card-list.tsx'
import { shortDate } from '#app/lib/dates.ts'
import type { AdminPost, usePostList } from './api.ts'

export type PostState = 'draft' | 'scheduled' | 'published'

export function postState(post: Pick<AdminPost, 'status' | 'publishedAt'>, now: number): PostState {
  if (post.status === 'draft') return 'draft'
  return new Date(post.publishedAt).getTime() > now ? 'scheduled' : 'published'
}

const stateBadge = {
  draft: { label: 'Draft', tone: 'muted', icon: FilePen },
  scheduled: { label: 'Scheduled', tone: 'warning', icon: CalendarClock },
  published: { label: 'Published', tone: 'success', icon: CircleCheck },
} as const

const filters = [
  { value: 'all', label: 'All posts', none: '' },
  { value: 'published', label: 'Published', none: 'No published posts yet.' },
  { value: 'scheduled', label: 'Scheduled', none: 'No posts are scheduled.' },
  { value: 'draft', label: 'Drafts', none: 'No drafts.' },
] as const

/** Spec §2, with a filter by state (decision 25). */
export function PostList({
  list,
  timeZone,
  onEdit,
  onDelete,
}: {
  list: ReturnType<typeof usePostList>
  timeZone: string
  onEdit: (post: AdminPost) => void
  onDelete: (post: AdminPost) => void
}) {
  const posts = list.data?.posts ?? []
  // a post dated after the list was read is Scheduled
  const readAt = list.dataUpdatedAt
  const [filter, setFilter] = useState<(typeof filters)[number]['value']>('all')
  const inState = (value: typeof filter) =>
    value === 'all' ? posts : posts.filter((p) => postState(p, readAt) === value)
  return (
    <section aria-labelledby="posts-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="posts-heading" className="text-lg font-bold">
          Published Posts ({posts.length})
        </h2>
        <label className="flex items-center gap-2 text-sm font-medium">
          Show
          <select
            value={filter}
            onChange={(e) => setFilter(e.target.value as typeof filter)}
            className="min-h-10 rounded-lg border border-slate-500 bg-white px-2 text-sm focus:ring-2 focus:ring-brand-500 focus:outline-none"
          >
            {filters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label} ({inState(f.value).length})
              </option>
            ))}
          </select>
        </label>
      </div>
      <CardList
        noun="posts"
        items={inState(filter)}
        query={list}
        empty={
          posts.length
            ? filters.find((f) => f.value === filter)!.none
            : 'No blog posts found. Create your first post above.'
        }
      >
        {(post) => (
          <CardItem
            key={post.id}
            testId="admin-post"
            title={post.title}
            badges={
              <>
                {post.featured === 'true' ? (
                  <Badge tone="solid" size="sm" icon={<Star aria-hidden="true" className="size-3" />}>
                    Featured
                  </Badge>
                ) : null}
                <StateBadge {...stateBadge[postState(post, readAt)]} />
                <Badge size="sm">{post.category}</Badge>
              </>
            }
            actions={
              <div className="flex shrink-0 gap-2">
                {[
                  { name: 'Edit', icon: Pencil, run: onEdit, className: 'btn-secondary' },
                  {
                    name: 'Delete',
                    icon: Trash2,
                    run: onDelete,
                    className: 'btn-ghost text-danger-700 hover:bg-red-50',
                  },
                ].map(({ name, icon: ActionIcon, run, className }) => (
                  <button
                    key={name}
                    type="button"
                    className={className}
                    onClick={() => run(post)}
                    aria-label={`${name} ${post.title}`}
                  >
                    <ActionIcon aria-hidden="true" className="size-4" />
                    {name}
                  </button>
                ))}
              </div>
            }
          >
            <p className="mt-2 line-clamp-2 text-sm text-muted">{post.excerpt}</p>
            <p className="mt-3 text-xs text-muted">
              {post.author} · <time dateTime={post.publishedAt}>{shortDate(post.publishedAt, timeZone)}</time> ·{' '}
              {post.tags.length} {post.tags.length === 1 ? 'tag' : 'tags'}
            </p>
            {post.tags.length ? (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Tags">
                {post.tags.map((t) => (
                  <li key={t} className="rounded bg-surface px-2 py-0.5 text-xs text-slate-700">
                    {t}
                  </li>
                ))}
              </ul>
            ) : null}
          </CardItem>
        )}
      </CardList>
    </section>
  )
}
