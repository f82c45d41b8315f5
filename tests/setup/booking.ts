import { desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { bookingRequests } from '#db/schema/index.ts'
import { storedToken } from '#app/features/booking/manage-links.server.ts'
import { keysFor } from '#app/lib/keys.server.ts'
import type { TestServer } from './test-server.ts'

/**
 * Books a time as a visitor does (decision 40): asks for it on the API, then confirms it from the
 * emailed link, whose token is found here from the stored request as the email's builder finds it
 * (booking-abuse.test.ts reads it from the delivered email itself). Returns the manage token.
 */
export async function bookAsVisitor(server: TestServer, body: Record<string, unknown>): Promise<string> {
  const asked = await server.request('/api/bookings', { method: 'POST', json: body })
  expect(asked.status, await asked.clone().text()).toBe(202)
  const [request] = await server.services.db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.email, body.email as string))
    .orderBy(desc(bookingRequests.id))
    .limit(1)
  const token = storedToken(keysFor(server.services.keys, 'emailLinks'), request!.uid, request!.manageTokenHash)!
  const confirmed = await server.request(`/api/bookings/manage/${token}/confirm`, { method: 'POST', json: {} })
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
  return token
}
