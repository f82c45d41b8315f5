// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { adminPost } from '../../../tests/component/blog-fixtures.ts'
import { BlogAdmin } from './blog-admin.tsx'

/**
 * Restoring a revision (decision 28) updates the form from the restore's own answer. After it the
 * list and the history are read again; when that read fails, the history shows its error in place
 * of the revision panel, and the form must still show the restored words and say so.
 */
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const post = adminPost({ status: 'published', version: 2, excerpt: 'Twice a year, with the board chair.' })
const restored = { ...post, version: 3, excerpt: 'Every term, with principals.' }
const kept = {
  id: 11,
  version: 1,
  kind: 'kept',
  savedBy: 'admin',
  savedAt: '2026-11-01T16:00:00.000Z',
  restoredFrom: null,
  title: post.title,
  status: 'published',
}

/** Opens the post, its history and the kept revision, and presses Restore. */
async function restoreKeptRevision() {
  const user = userEvent.setup()
  renderAdmin(<BlogAdmin username="admin" defaultAuthor="Dr. Ellis" timeZone="America/Chicago" />, '/admin-blog')
  await user.click(await screen.findByRole('button', { name: `Edit ${post.title}` }))
  const history = await screen.findByRole('region', { name: 'Revision history' })
  await user.click(within(history).getByRole('button', { name: 'Show history' }))
  await user.click(await within(history).findByRole('button', { name: /Kept after a conflict by admin/ }))
  await user.click(await within(history).findByRole('button', { name: 'Restore this revision' }))
  return { user, history }
}

it('shows the restored post and says so, even when the history cannot be read again afterwards', async () => {
  let restoredYet = false
  const api = fakeApi({
    'GET /api/blog': () => ({ json: { posts: [restoredYet ? restored : post], total: 1 } }),
    [`GET /api/blog/${post.id}/previews`]: () => ({ json: { previews: [] } }),
    [`GET /api/blog/${post.id}/revisions`]: () =>
      restoredYet ? { status: 500, json: { message: 'Something went wrong.' } } : { json: { revisions: [kept] } },
    [`GET /api/blog/${post.id}/revisions/${kept.id}`]: () => ({
      json: {
        revision: kept,
        changes: [
          {
            field: 'excerpt',
            label: 'Excerpt',
            restored: true,
            parts: [
              { op: 'removed', text: 'Every term, with principals.' },
              { op: 'added', text: 'Twice a year, with the board chair.' },
            ],
          },
        ],
      },
    }),
    [`POST /api/blog/${post.id}/revisions/${kept.id}/restore`]: () => {
      restoredYet = true
      return { json: { post: restored } }
    },
  })
  const { history } = await restoreKeptRevision()

  await screen.findByText('Revision Restored')
  const form = screen.getByRole('form')
  expect((within(form).getByLabelText(/^Excerpt/) as HTMLTextAreaElement).value).toBe(restored.excerpt)
  expect(api.to('POST', `/api/blog/${post.id}/revisions/${kept.id}/restore`)[0]?.body).toEqual({ version: 2 })
  await within(history).findByText('We could not load the history.')
})

it('leaves the form on another post the admin opened while the restore was on its way, and names the restored one', async () => {
  const other = adminPost({ id: 9, slug: 'board-briefings', title: 'Board briefings', status: 'published' })
  let answer: (value: { json: unknown }) => void = () => undefined
  fakeApi({
    'GET /api/blog': () => ({ json: { posts: [post, other], total: 2 } }),
    [`GET /api/blog/${post.id}/previews`]: () => ({ json: { previews: [] } }),
    [`GET /api/blog/${other.id}/previews`]: () => ({ json: { previews: [] } }),
    [`GET /api/blog/${post.id}/revisions`]: () => ({ json: { revisions: [kept] } }),
    [`GET /api/blog/${post.id}/revisions/${kept.id}`]: () => ({
      json: {
        revision: kept,
        changes: [
          { field: 'excerpt', label: 'Excerpt', restored: true, parts: [{ op: 'added', text: 'Every term.' }] },
        ],
      },
    }),
    [`POST /api/blog/${post.id}/revisions/${kept.id}/restore`]: () =>
      new Promise<{ json: unknown }>((resolve) => (answer = resolve)),
  })
  const { user } = await restoreKeptRevision()
  await user.click(screen.getByRole('button', { name: `Edit ${other.title}` }))
  answer({ json: { post: restored } })

  await screen.findByText(`“${post.title}” has its earlier words back, saved as a new revision.`)
  expect((within(screen.getByRole('form')).getByLabelText(/^Title/) as HTMLInputElement).value).toBe(other.title)
})
