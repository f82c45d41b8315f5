import { expect, it } from 'vitest'
import { ApiError, failureToast } from './api-client.ts'

it("a failure's toast says the API's words, else the action's own, else to try again", () => {
  const refused = new ApiError(409, 'That post changed since you opened it.')
  expect(failureToast('Delete Failed', refused, 'Failed to delete blog post.').description).toBe(
    'That post changed since you opened it.',
  )
  // Spec §8: "Delete Failed" with the message or "Failed to delete blog post."
  expect(failureToast('Delete Failed', new TypeError('fetch failed'), 'Failed to delete blog post.')).toEqual({
    title: 'Delete Failed',
    description: 'Failed to delete blog post.',
    variant: 'destructive',
  })
  expect(failureToast('Export Failed', new ApiError(500, ''), 'x').description).toBe('x')
  expect(failureToast('Export Failed', new Error('boom')).description).toBe('Please try again.')
})
