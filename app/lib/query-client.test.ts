import { expect, it } from 'vitest'
import { queryUrl } from './query-client.ts'

it('joins the key parts with slashes; a last object part is the query string, empty values left out', () => {
  expect(queryUrl(['/api/admin', 'email-status'])).toBe('/api/admin/email-status')
  expect(queryUrl(['/api/admin', 'contacts', { q: 'maple hill', status: undefined, page: 2, sort: '' }])).toBe(
    '/api/admin/contacts?q=maple+hill&page=2',
  )
  expect(queryUrl(['/api/blog', { limit: 50 }])).toBe('/api/blog?limit=50')
})
