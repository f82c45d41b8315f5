import { site } from '#content/site.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { Env } from '#app/lib/env.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { createMailer } from './mailer.server.ts'
import { buildMail } from './messages.server.ts'
import { createOutboxWorker, type OutboxWorker } from './outbox.server.ts'

/** Wires the outbox worker to SMTP or the .eml folder, with the site's identity. */
export function createEmailWorker(env: Env, db: Db, logger: Logger): OutboxWorker {
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir })
  const notifyEmail = env.NOTIFY_EMAIL ?? site.email
  logger.info({ transport: mailer.kind, notifyEmail }, 'email delivery configured')
  return createOutboxWorker({
    db,
    mailer,
    logger,
    from: env.MAIL_FROM ?? `"${site.businessName}" <${site.email}>`,
    build: (job) => buildMail(job, { site, siteUrl: env.SITE_URL, notifyEmail }),
  })
}
