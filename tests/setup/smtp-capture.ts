import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on loopback that parses every message it accepts (smtp-server + mailparser). */
export async function startSmtpCapture(onMail: (mail: ParsedMail) => void, port = 0) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
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
