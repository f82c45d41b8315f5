// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { describedBy, fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { BlogAdmin } from './blog-admin.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const page = <BlogAdmin username="admin" defaultAuthor="Dr. Ellis" timeZone="America/Chicago" />
const blogApi = () => fakeApi({ 'GET /api/blog': () => ({ json: { posts: [], total: 0 } }) })

it("refuses an invalid post with the server schema's messages beside its fields, focuses the first and sends nothing", async () => {
  const api = blogApi()
  const user = userEvent.setup()
  renderAdmin(page, '/admin-blog')
  await user.click(await screen.findByRole('button', { name: 'New Post' }))
  const form = screen.getByRole('form', { name: 'Create New Blog Post' })
  await user.type(within(form).getByLabelText(/^Title/), 'Hi')
  await user.click(within(form).getByRole('button', { name: 'Publish Post' }))

  const title = within(form).getByLabelText(/^Title/)
  expect(title.getAttribute('aria-invalid')).toBe('true')
  expect(describedBy(title)).toEqual(['Title must be at least 5 characters'])
  expect(document.activeElement).toBe(title)
  expect(describedBy(within(form).getByLabelText(/^Excerpt/))).toEqual(['Excerpt must be at least 20 characters'])
  expect(
    within(form)
      .getByLabelText(/^Category/)
      .getAttribute('aria-invalid'),
  ).toBe('true')
  expect(api.to('POST', '/api/blog')).toEqual([])
})

it("files a source's error beside that source's own field", async () => {
  const api = blogApi()
  const user = userEvent.setup()
  renderAdmin(page, '/admin-blog')
  await user.click(await screen.findByRole('button', { name: 'New Post' }))
  const form = screen.getByRole('form', { name: 'Create New Blog Post' })
  await user.click(within(form).getByRole('button', { name: 'Add a source' }))
  await user.click(within(form).getByRole('button', { name: 'Add a source' }))
  for (const n of [1, 2]) {
    const row = within(form).getByRole('group', { name: `Source ${n}` })
    fireEvent.change(within(row).getByLabelText(/^Source title/), { target: { value: 'K-12 toolkit' } })
    fireEvent.change(within(row).getByLabelText(/^Publisher/), { target: { value: 'CISA' } })
    fireEvent.change(within(row).getByLabelText(/^Date published/), { target: { value: '2023-01' } })
    const link = n === 2 ? 'http://www.cisa.gov/k12' : 'https://www.cisa.gov/k12'
    fireEvent.change(within(row).getByLabelText(/^Link/), { target: { value: link } })
  }
  await user.click(within(form).getByRole('button', { name: 'Publish Post' }))

  const second = within(form).getByRole('group', { name: 'Source 2' })
  expect(describedBy(within(second).getByLabelText(/^Link/))).toEqual([
    'Link must start with https://, like https://www.cisa.gov/...',
  ])
  const first = within(form).getByRole('group', { name: 'Source 1' })
  expect(within(first).getByLabelText(/^Link/).getAttribute('aria-invalid')).toBeNull()
  expect(api.to('POST', '/api/blog')).toEqual([])
})

it('Save Draft sends a draft; Enter in a field still means Publish Post (decision 25)', async () => {
  const api = fakeApi({
    'GET /api/blog': () => ({ json: { posts: [], total: 0 } }),
    'POST /api/blog': (call) => ({ status: 201, json: { post: { id: 1, ...(call.body as object) } } }),
  })
  const user = userEvent.setup()
  renderAdmin(page, '/admin-blog')
  const fill = async () => {
    await user.click(await screen.findByRole('button', { name: 'New Post' }))
    const form = screen.getByRole('form', { name: 'Create New Blog Post' })
    await user.type(within(form).getByLabelText(/^Title/), 'Tabletop exercises for a small cabinet')
    await user.type(within(form).getByLabelText(/^Excerpt/), 'How to run a ninety-minute ransomware exercise.')
    fireEvent.change(within(form).getByLabelText(/^HTML Content/), {
      target: { value: '<p>Pick a scenario your cabinet can picture, and a clock to run it against.</p>' },
    })
    await user.selectOptions(within(form).getByLabelText(/^Category/), 'Training')
    return form
  }

  const first = await fill()
  await user.click(within(first).getByRole('button', { name: 'Save Draft' }))
  await screen.findByText('Draft Saved')
  expect(api.to('POST', '/api/blog').map((c) => (c.body as { status: string }).status)).toEqual(['draft'])

  const second = await fill()
  await user.type(within(second).getByLabelText(/^Author/), '{Enter}')
  await screen.findByText('Blog Post Created')
  expect(api.to('POST', '/api/blog').map((c) => (c.body as { status: string }).status)).toEqual(['draft', 'published'])
})
