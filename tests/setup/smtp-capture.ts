import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that parses every message it accepts (smtp-server + mailparser).
 * `refuse`: the SMTP reply code (e.g. 550) for a recipient it refuses, as a real server would.
 */
export async function startSmtpCapture(
  onMail: (mail: ParsedMail) => void,
  port = 0,
  { refuse }: { refuse?: (recipient: string) => number | undefined } = {},
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
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => void onMail(mail))
        .then(() => callback(), callback)
    },
  })
  const listening = await new Promise<number>((resolve) =>
    smtp.listen(port, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  )
  return { port: listening, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}
