import { desc, eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { expect, vi } from 'vitest'
import { bookingRequests } from '#db/schema/index.ts'
import { storedToken } from '#app/features/booking/manage-links.server.ts'
import { bookingConfirmLinkSubject } from '#app/features/email/templates/booking.ts'
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

/**
 * The token of the confirmation link last emailed to `address`, read from the delivered email
 * itself: the outbox is run until nothing is due, then the captured mail (`received`) waited for.
 */
export async function emailedLinkToken(
  server: TestServer,
  received: () => readonly ParsedMail[],
  address: string,
): Promise<string> {
  while ((await server.services.outbox.runOnce()) > 0);
  const mail = await vi.waitUntil(() =>
    received().findLast(
      (m) => m.to && 'text' in m.to && m.to.text === address && m.subject === bookingConfirmLinkSubject,
    ),
  )
  expect(mail, `a confirmation link was emailed to ${address}`).toBeDefined()
  return /\/book\/manage\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!
}
