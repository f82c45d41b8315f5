// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { adminPost } from '../../../tests/component/blog-fixtures.ts'
import { BlogAdmin } from './blog-admin.tsx'

/**
 * The editor tells "the post changed since you opened it" (decision 27) from the answer's `code`
 * and `reason`, as the server sends them (server/http-errors.ts): no other 409 opens the
 * conflict notice, whatever its fields.
 */
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const published = adminPost({ status: 'published' })

/** Opens the published post, changes its title and presses Update Post; the PUT gets `refusal`. */
async function saveRefusedWith(refusal: object, more: Parameters<typeof fakeApi>[0] = {}) {
  let lists = 0
  fakeApi({
    // The list is read when the page opens; `listAgain` answers any later read (after a conflict).
    'GET /api/blog': () =>
      lists++ === 0 || !more.listAgain ? { json: { posts: [published], total: 1 } } : more.listAgain({} as never),
    [`GET /api/blog/${published.id}/revisions`]: () => ({ json: { revisions: [] } }),
    [`GET /api/blog/${published.id}/previews`]: () => ({ json: { previews: [] } }),
    [`PUT /api/blog/${published.id}`]: () => ({ status: 409, json: refusal }),
    ...Object.fromEntries(Object.entries(more).filter(([key]) => key !== 'listAgain')),
  })
  const user = userEvent.setup()
  renderAdmin(<BlogAdmin username="admin" defaultAuthor="Dr. Ellis" timeZone="America/Chicago" />, '/admin-blog')
  await user.click(await screen.findByRole('button', { name: `Edit ${published.title}` }))
  const form = await screen.findByRole('form')
  await user.type(within(form).getByLabelText(/^Title/), ' today')
  await user.click(within(form).getByRole('button', { name: 'Update Post' }))
  return form
}

const notice = () => screen.queryByText('This post changed since you opened it.', { selector: 'p' })

it('shows the conflict notice, keeping what was typed, for code conflict with reason version_conflict', async () => {
  const form = await saveRefusedWith({
    message: 'This post changed since you opened it.',
    code: 'conflict',
    reason: 'version_conflict',
  })
  await screen.findByRole('button', { name: 'Load the latest version' })
  expect(notice()).not.toBeNull()
  expect((within(form).getByLabelText(/^Title/) as HTMLInputElement).value).toBe(`${published.title} today`)
})

it('treats another 409 on a field (a featured race) as that field’s refusal, not as a conflict', async () => {
  const message = 'Another post was featured at the same moment. Save again to feature this one.'
  await saveRefusedWith({ message, code: 'conflict', errors: { featured: [message] } })
  await screen.findByText('Update Failed')
  expect(screen.queryByRole('button', { name: 'Load the latest version' })).toBeNull()
  expect(notice()).toBeNull()
})

it('keeps what was typed when the latest version cannot be read after a conflict, and says so', async () => {
  const form = await saveRefusedWith(
    { message: 'This post changed since you opened it.', code: 'conflict', reason: 'version_conflict' },
    {
      [`POST /api/blog/${published.id}/revisions`]: () => ({ status: 201, json: { revision: { id: 9 } } }),
      listAgain: () => ({ status: 503, json: { message: 'The site is busy.', code: 'unavailable' } }),
    },
  )
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Load the latest version' }))
  await screen.findByText('Latest Version Not Loaded')
  expect((within(form).getByLabelText(/^Title/) as HTMLInputElement).value).toBe(`${published.title} today`)
})
