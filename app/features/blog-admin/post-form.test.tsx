// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { BlogAdmin } from './blog-admin.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const page = <BlogAdmin username="admin" defaultAuthor="Dr. Ellis" timeZone="America/Chicago" />
const blogApi = () => fakeApi({ 'GET /api/blog': () => ({ json: { posts: [], total: 0 } }) })
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)

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
