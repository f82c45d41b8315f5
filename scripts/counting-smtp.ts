import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server that counts newsletter copies by Message-ID, shared by the newsletter bench
 * (scripts/bench-newsletter.ts, tens of thousands of messages) and the kill -9 test
 * (tests/api/newsletter-crash.test.ts, one copy each).
 */

/** One message the SMTP server accepted (answered 250): its Message-ID and envelope recipients. */
export interface AcceptedMail {
  messageId: string
  to: string[]
}

export interface CountingSmtp {
  port: number
  /** every message accepted, in order; a message refused or cut off by a dying client is not here */
  accepted: AcceptedMail[]
  /**
   * The first message (that `match`es) completed once `count` have been accepted is received in full but never
   * answered: its sender waits for a 250 that does not come (the caller then kills it). Resolves
   * with that message once it is held; it is never accepted.
   */
  holdAfter(count: number, match?: (mail: AcceptedMail) => boolean): Promise<AcceptedMail>
  close(): Promise<void>
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that counts what it accepts, cheaply enough for
 * tens of thousands of messages: it reads only the header block, for the Message-ID, and accepts
 * a message only once the client's final "." arrived, as a real server does.
 */
export async function startCountingSmtp(): Promise<CountingSmtp> {
  const accepted: AcceptedMail[] = []
  let hold: { after: number; match: (mail: AcceptedMail) => boolean; held: (mail: AcceptedMail) => void } | undefined
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // the restarted server's pooled connection is still open at the end: do not wait for it
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      let head = ''
      let headDone = false
      stream.on('data', (chunk: Buffer) => {
        if (headDone) return
        head += chunk.toString('latin1')
        const end = head.indexOf('\r\n\r\n')
        if (end >= 0) head = head.slice(0, end)
        headDone = end >= 0 || head.length > 65_536
      })
      // The client died mid-message: smtp-server destroys the stream with an error, nothing is accepted.
      stream.on('error', () => undefined)
      stream.on('end', () => {
        const mail = {
          messageId: /^message-id:[ \t]*(<[^>\r\n]*>)/im.exec(head)?.[1] ?? '',
          to: session.envelope.rcptTo.map((r) => r.address),
        }
        if (hold && accepted.length >= hold.after && hold.match(mail)) {
          hold.held(mail)
          hold = undefined
          return
        }
        accepted.push(mail)
        callback()
      })
    },
  })
  // A client killed mid-conversation resets its connection: expected here, not a failure.
  smtp.on('error', () => undefined)
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  )
  return {
    port,
    accepted,
    holdAfter: (after, match = () => true) => new Promise((held) => (hold = { after, match, held })),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}

/** Per message of one issue: copies accepted beyond the first, and recipients who got none. */
export function tally(accepted: AcceptedMail[], issueId: number, expected: number) {
  const prefix = `<newsletter-${issueId}-`
  const copies = new Map<string, number>()
  for (const m of accepted)
    if (m.messageId.startsWith(prefix)) copies.set(m.messageId, (copies.get(m.messageId) ?? 0) + 1)
  const duplicated = [...copies].filter(([, n]) => n > 1).map(([id]) => id)
  const duplicates = [...copies.values()].reduce((sum, n) => sum + n - 1, 0)
  return { received: copies.size, duplicates, duplicated, missed: expected - copies.size }
}
