import { expect, it } from 'vitest'
import { RETRY_SCHEDULE_MS, retryAfterMs } from './webhook-deliverer.server.ts'

const NOW = new Date('2030-01-15T12:00:00Z')

it('reads Retry-After in seconds or as a date, never sooner than the first wait nor later than the longest', () => {
  expect(retryAfterMs(null, NOW)).toBeUndefined()
  expect(retryAfterMs('soon', NOW)).toBeUndefined()
  expect(retryAfterMs('120', NOW)).toBe(120_000)
  expect(retryAfterMs('Tue, 15 Jan 2030 12:10:00 GMT', NOW)).toBe(600_000)
  // A receiver answering "0" (or a date past) cannot make every try happen within seconds.
  expect(retryAfterMs('0', NOW)).toBe(RETRY_SCHEDULE_MS[0])
  expect(retryAfterMs('Tue, 15 Jan 2030 11:00:00 GMT', NOW)).toBe(RETRY_SCHEDULE_MS[0])
  expect(retryAfterMs('86400', NOW)).toBe(10 * 60 * 60 * 1000)
})
