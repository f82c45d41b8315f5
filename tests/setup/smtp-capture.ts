import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that parses every message it accepts (smtp-server + mailparser).
 * `refuse`: the SMTP reply code (e.g. 550) for a recipient it refuses, as a real server would.
 * `refuseData`: the reply code for a whole message, after its content (a 554 policy refusal, a
 * 452 for a full spool): the server's verdict on the message, not on one recipient.
 * `hold`: a promise the reply to a message waits for, to keep a sender inside its transaction.
 */
export async function startSmtpCapture(
  onMail: (mail: ParsedMail) => void,
  port = 0,
  {
    refuse,
    refuseData,
    hold,
  }: {
    refuse?: (recipient: string) => number | undefined
    refuseData?: (recipients: string[]) => number | undefined
    hold?: (recipients: string[]) => Promise<void> | undefined
  } = {},
) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse?.(address.address)
      if (!code) return callback()
      callback(Object.assign(new Error(`${code} mailbox unavailable`), { responseCode: code }))
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address)
      simpleParser(stream)
        .then(async (mail) => {
          await hold?.(to)
          const code = refuseData?.(to)
          if (code) throw Object.assign(new Error(`${code} message refused`), { responseCode: code })
          onMail(mail)
        })
        .then(() => callback(), callback)
    },
  })
  const listening = await new Promise<number>((resolve) =>
    smtp.listen(port, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  )
  return { port: listening, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}
