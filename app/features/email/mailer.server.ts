import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

/** Built at send time from the stored payload. */
export interface OutgoingMail {
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  /** built at send time (decision 39) */
  attachments?: { filename: string; content: Buffer; contentType: string }[]
  /** RFC 5545 text, also attached as invite.ics */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
}

export interface Mailer {
  readonly kind: 'smtp' | 'file'
  send(mail: OutgoingMail & { from: string; messageId: string }): Promise<void>
  verify(): Promise<void>
  close(): void
}

/** Without SMTP_URL, .eml files under DATA_DIR/outbox: a fresh install loses nothing. */
export function createMailer({
  smtpUrl,
  dataDir,
  pool = false,
}: {
  smtpUrl?: string
  dataDir: string
  /** one SMTP connection for many messages (the newsletter) */
  pool?: boolean
}): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      ...(pool ? { pool: true, maxConnections: 1, maxMessages: Infinity } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as never)
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail(mail)
      },
      async verify() {
        await transport.verify()
      },
      close: () => transport.close(),
    }
  }
  const dir = path.join(dataDir, 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'file',
    async send(mail) {
      const info = await transport.sendMail(mail)
      await fs.mkdir(dir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`
      await fs.writeFile(path.join(dir, name), info.message as Buffer)
    },
    async verify() {
      await fs.mkdir(dir, { recursive: true })
      await fs.access(dir, fs.constants.W_OK)
    },
    close() {},
  }
}
