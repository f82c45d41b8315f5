import type { SiteIdentity } from '#content/site.ts'
import type { AccountAlert } from '#app/features/email/account-alerts.ts'
import type { OutgoingMail } from '#app/features/email/mailer.server.ts'
import { headerSafe } from '#app/features/email/header-safe.ts'
import { escapeHtml } from '#app/lib/html.ts'
import { contactPositions, contactServices, downloadPositions, optionLabel, studentCounts } from './lead-options.ts'
import { leadSource, type Attribution } from './lead-source.ts'
import { formatDuration } from './lead-status.ts'

/** The emails the outbox carries (decision 5): about leads, and alerts to an admin about their account. */
export type EmailJob =
  | AccountAlert
  | {
      kind: 'contact-notify'
      contact: LeadFields & { studentCount: string | null; services: string[]; message: string | null }
    }
  /** to the visitor: only the address (jobs queued earlier also carry a first name, never shown) */
  | { kind: 'contact-ack'; contact: Pick<LeadFields, 'email'> }
  | { kind: 'download-notify'; download: LeadFields & { resourceTitle: string } }
  | { kind: 'newsletter-notify'; email: string; attribution: Attribution }
  /** a quiz report was asked for (decision 39) */
  | { kind: 'quiz-report-notify'; report: LeadFields & QuizReportFields }
  /**
   * to the visitor: their district's report, its PDF attached at send time from these answers
   * (services.server.ts); nothing else typed into the form is repeated in the message's text
   */
  | { kind: 'quiz-report'; email: string; district: string; answers: number[]; createdAt: string }
  /** the double opt-in request (the kind's name predates double opt-in; queued rows keep it) */
  | { kind: 'newsletter-welcome'; email: string; unsubscribeUrl: string; confirmUrl: string }
  /** a request still New 3 hours after it arrived */
  | {
      kind: 'contact-reminder'
      contact: Pick<LeadFields, 'id' | 'firstName' | 'lastName' | 'email' | 'position' | 'district'> & {
        createdAt: string
      }
    }
  /** the morning digest of open requests, as they were when it was queued */
  | {
      kind: 'lead-digest'
      at: string
      waiting: { id: number; firstName: string; lastName: string; district: string; createdAt: string }[]
      counts: { new: number; overdue: number; contacted: number; qualified: number }
      /** quiz reports asked for in the day before it was queued (absent in digests queued before decision 39) */
      quizReports?: { firstName: string; lastName: string; district: string; score: number; questionCount: number }[]
    }
  /** owner alerts held during a burst, gathered into one email (owner-alerts.server.ts) */
  | { kind: 'alert-digest'; at: string; burst: { max: number; minutes: number }; alerts: AlertLine[] }

/** The owner alerts that, in a burst, are held and gathered into one `alert-digest` (owner-alerts.server.ts). */
export const OWNER_ALERT_KINDS = [
  'contact-notify',
  'download-notify',
  'newsletter-notify',
  'contact-reminder',
  'quiz-report-notify',
] as const
export type OwnerAlert = Extract<EmailJob, { kind: (typeof OWNER_ALERT_KINDS)[number] }>

/** One held alert as the digest lists it: who, and when it was queued. */
export interface AlertLine {
  kind: OwnerAlert['kind']
  at: string
  name: string | null
  email: string
  district: string | null
  resource: string | null
}

export function alertLine(job: OwnerAlert, at: Date): AlertLine {
  const line = { kind: job.kind, at: at.toISOString(), name: null, district: null, resource: null }
  switch (job.kind) {
    case 'contact-notify':
    case 'contact-reminder': {
      const c = job.contact
      return { ...line, name: `${c.firstName} ${c.lastName}`, email: c.email, district: c.district }
    }
    case 'download-notify': {
      const d = job.download
      const name = `${d.firstName} ${d.lastName}`
      return { ...line, name, email: d.email, district: d.district, resource: d.resourceTitle }
    }
    case 'newsletter-notify':
      return { ...line, email: job.email }
    case 'quiz-report-notify': {
      const r = job.report
      const name = `${r.firstName} ${r.lastName}`
      return {
        ...line,
        name,
        email: r.email,
        district: r.district,
        resource: `Quiz report, ${r.score}/${r.questionCount}`,
      }
    }
  }
}

const alertLabels: Record<AlertLine['kind'], string> = {
  'contact-notify': 'Consultation request',
  'download-notify': 'Resource download',
  'newsletter-notify': 'Newsletter subscriber',
  'contact-reminder': 'Still New after 3 hours',
  'quiz-report-notify': 'Quiz report',
}

interface LeadFields extends Attribution {
  id: number
  firstName: string
  lastName: string
  email: string
  position: string
  district: string
}

/** What a quiz report request adds to a lead (db/schema/leads.ts, quiz_reports). */
export interface QuizReportFields {
  studentCount: string | null
  score: number
  questionCount: number
  missedCategories: string[]
}

export interface MailBody {
  title: string
  intro: string
  rows?: [string, string][]
  /** one link the message is for, a button in HTML */
  action?: { label: string; url: string }
  footer?: string
}

/** Every email's one template: its HTML and its text part from the same parts. */
export function layout(
  site: SiteIdentity,
  { title, intro, rows = [], action, footer = '' }: MailBody,
): { text: string; html: string } {
  const text = [
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    footer,
    '',
    `${site.businessName} · ${site.phone} · ${site.email}`,
    site.postalAddress,
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n')
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d41ad;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`
    : ''
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:18px;color:#14275f">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${rows.length ? `<table cellpadding="6" style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><th align="left" style="border-bottom:1px solid #e2e8f0">${escapeHtml(k)}</th><td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`).join('')}</table>` : ''}
${button}
${footer ? `<p>${escapeHtml(footer)}</p>` : ''}
<p style="color:#475569;font-size:12px">${escapeHtml(site.businessName)} · ${escapeHtml(site.phone)} · ${escapeHtml(site.email)}<br>${escapeHtml(site.postalAddress)}</p>
</body></html>`
  return { text, html }
}

/** The source as the dashboard names it, and the referring site in full (a campaign's label hides it). */
function sourceRows(a: Attribution): [string, string][] {
  return [
    ['Source', leadSource(a).label],
    ['Referring site', a.referrer ?? '—'],
  ]
}

/** "Nov 24, 9:05 AM" on the site's clocks. */
function when(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })
}

/** When, from which browser and address an admin changed their account. */
function accountRows(
  job: { at: string; device: string; address: string | null },
  timeZone: string,
): [string, string][] {
  return [
    ['When', when(job.at, timeZone)],
    ['Browser', job.device],
    ['Address', job.address ?? 'unknown'],
  ]
}

/** The "if this wasn't you" guidance of a notice about the admin's own account. */
function notYou(what: string, { site, siteUrl }: { site: SiteIdentity; siteUrl: string }): string {
  return `If this wasn't you, ${what} Account Security: ${siteUrl}/admin-account. For help, contact ${site.email} or ${site.phone}.`
}

const twoFactorNotice: Record<'on' | 'moved' | 'off', { title: string; intro: string; footer: string }> = {
  on: {
    title: 'Two-factor sign-in was turned on',
    intro:
      'Two-factor sign-in was turned on for the admin account "{username}": signing in now needs the password and a code from an authenticator app. Sessions signed in before stay open until you sign them out on the Account Security page.',
    footer:
      'someone signed in as you has linked their own authenticator app. On the server, run npm run admin -- reset-2fa, then npm run admin -- reset-password: they remove that app, set a new password and sign out every session.',
  },
  moved: {
    title: 'Two-factor sign-in was moved to a new app',
    intro:
      'Two-factor sign-in for the admin account "{username}" now takes codes from a new authenticator app. Codes from the previous app and the old recovery codes no longer work.',
    footer:
      'someone signed in as you has linked their own authenticator app. On the server, run npm run admin -- reset-2fa, then npm run admin -- reset-password: they remove that app, set a new password and sign out every session.',
  },
  off: {
    title: 'Two-factor sign-in was turned off',
    intro: 'Two-factor sign-in was turned off for the admin account "{username}": the password alone now signs in.',
    footer:
      'someone else is signed in as you and knows your password. On the server, run npm run admin -- reset-password: it sets a new password and signs out every session; then turn two-factor sign-in on again.',
  },
}

export function buildMail(
  job: EmailJob,
  ctx: { site: SiteIdentity; siteUrl: string; notifyEmail: string },
): OutgoingMail {
  const { site, siteUrl, notifyEmail } = ctx
  const dashboard = `${siteUrl}/admin-contacts`
  switch (job.kind) {
    case 'contact-notify': {
      const c = job.contact
      const name = headerSafe(`${c.firstName} ${c.lastName}`)
      const body = layout(site, {
        title: 'New consultation request',
        intro: `A consultation request just arrived. The footer promises a reply within 4 hours. Reply to this email to answer ${name} directly.`,
        rows: [
          ['Name', `${c.firstName} ${c.lastName}`],
          ['Email', c.email],
          ['Position', optionLabel(contactPositions, c.position)],
          ['District', c.district],
          ['Student count', c.studentCount ? optionLabel(studentCounts, c.studentCount) : 'N/A'],
          ['Services', c.services.length ? c.services.map((s) => optionLabel(contactServices, s)).join(', ') : 'N/A'],
          ['Message', c.message ?? '—'],
          ...sourceRows(c),
        ],
        footer: `Dashboard: ${dashboard}`,
      })
      return {
        to: notifyEmail,
        replyTo: c.email,
        subject: `New consultation request: ${name}, ${headerSafe(c.district)}`,
        ...body,
      }
    }
    case 'contact-ack': {
      // Only our own words: it goes to an address a stranger may have typed, so nothing typed into
      // the form (not even a first name) is repeated back, and nothing can be made a lure of.
      const body = layout(site, {
        title: 'We received your request',
        intro: `Thank you for contacting ${site.businessName}. We typically reply within 4 hours on school days to suggest a time for a free 30-minute consultation. If anything is urgent, call ${site.phone}.`,
        action: { label: 'Or pick a time for the call now', url: `${siteUrl}/book` },
        footer:
          'You are receiving this one message because this address was entered in our consultation form. We do not add you to any mailing list. If you did not contact us, you can ignore it.',
      })
      return { to: job.contact.email, replyTo: site.email, subject: 'We received your consultation request', ...body }
    }
    case 'download-notify': {
      const d = job.download
      const name = headerSafe(`${d.firstName} ${d.lastName}`)
      const body = layout(site, {
        title: 'New resource download',
        intro: `${name} downloaded "${d.resourceTitle}".`,
        rows: [
          ['Name', `${d.firstName} ${d.lastName}`],
          ['Email', d.email],
          ['Position', optionLabel(downloadPositions, d.position)],
          ['District', d.district],
          ['Resource', d.resourceTitle],
          ...sourceRows(d),
        ],
        footer: `Dashboard: ${dashboard}`,
      })
      return {
        to: notifyEmail,
        replyTo: d.email,
        subject: `Resource download: ${headerSafe(d.resourceTitle)} by ${name}`,
        ...body,
      }
    }
    case 'newsletter-notify': {
      const body = layout(site, {
        title: 'New newsletter subscriber',
        intro: `${job.email} confirmed a newsletter subscription.`,
        rows: [['Email', job.email], ...sourceRows(job.attribution)],
        footer: `Dashboard: ${dashboard}`,
      })
      return { to: notifyEmail, subject: `New newsletter subscriber: ${headerSafe(job.email)}`, ...body }
    }
    case 'quiz-report-notify': {
      const r = job.report
      const name = headerSafe(`${r.firstName} ${r.lastName}`)
      const body = layout(site, {
        title: 'New quiz report request',
        intro: `${name} took the cybersecurity quiz and asked for the district report, which was sent to them. Reply to this email to answer ${name} directly.`,
        rows: [
          ['Name', `${r.firstName} ${r.lastName}`],
          ['Email', r.email],
          ['Position', optionLabel(contactPositions, r.position)],
          ['District', r.district],
          ['Student count', r.studentCount ? optionLabel(studentCounts, r.studentCount) : 'N/A'],
          ['Score', `${r.score}/${r.questionCount}`],
          ['Missed categories', r.missedCategories.length ? r.missedCategories.join(', ') : 'none'],
          ...sourceRows(r),
        ],
        footer: `Dashboard: ${dashboard}`,
      })
      return {
        to: notifyEmail,
        replyTo: r.email,
        subject: `Quiz report: ${name}, ${headerSafe(r.district)}, ${r.score}/${r.questionCount}`,
        ...body,
      }
    }
    case 'quiz-report': {
      // Only our own words and the attachment: it goes to an address a stranger may have typed.
      const body = layout(site, {
        title: "Your district's cybersecurity quiz report",
        intro: `Thank you for taking the ${site.businessName} cybersecurity quiz. Your district's report is attached as a PDF: your score, what each missed question means, one next step for each with a free resource, and a plan for the first 30, 60 and 90 days. Forward it to your cabinet or board as you see fit.`,
        action: { label: 'Book a free consultation', url: `${siteUrl}/book` },
        footer:
          'You are receiving this one message because this address was entered in the report form at the end of our quiz. We do not add you to any mailing list. If you did not ask for it, you can ignore it.',
      })
      return { to: job.email, replyTo: site.email, subject: "Your district's cybersecurity quiz report (PDF)", ...body }
    }
    case 'contact-reminder': {
      const c = job.contact
      const name = headerSafe(`${c.firstName} ${c.lastName}`)
      const body = layout(site, {
        title: 'A request is still waiting for a reply',
        intro: `${name}'s consultation request arrived at ${when(c.createdAt, site.timeZone)} and is still New. The footer promises a reply within 4 hours: reply to this email to answer ${name} directly, then mark the request Contacted on the dashboard.`,
        rows: [
          ['Name', `${c.firstName} ${c.lastName}`],
          ['Email', c.email],
          ['Position', optionLabel(contactPositions, c.position)],
          ['District', c.district],
          ['Arrived', when(c.createdAt, site.timeZone)],
        ],
        action: { label: 'Open the dashboard', url: dashboard },
      })
      return {
        to: notifyEmail,
        replyTo: c.email,
        subject: `Reminder: ${name}, ${headerSafe(c.district)}, is still waiting for a reply`,
        ...body,
      }
    }
    case 'lead-digest': {
      const { counts, waiting, at, quizReports = [] } = job
      const day = new Date(at).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: site.timeZone,
      })
      const more = counts.new - waiting.length
      const body = layout(site, {
        title: `Open requests, ${day}`,
        intro:
          counts.new === 0
            ? 'No request is waiting for a first reply.'
            : `${counts.new} ${counts.new === 1 ? 'request is' : 'requests are'} waiting for a first reply${counts.overdue ? `, ${counts.overdue} past the 4-hour promise` : ''}. Oldest first:`,
        rows: [
          ...waiting.map((w): [string, string] => [
            `${w.firstName} ${w.lastName}, ${w.district}`,
            `waiting ${formatDuration(new Date(at).getTime() - new Date(w.createdAt).getTime())} (arrived ${when(w.createdAt, site.timeZone)})`,
          ]),
          ...(more > 0 ? [['…', `and ${more} more on the dashboard`] as [string, string]] : []),
          ['Contacted', String(counts.contacted)],
          ['Qualified', String(counts.qualified)],
          ...quizReports.map((r): [string, string] => [
            `Quiz report: ${r.firstName} ${r.lastName}, ${r.district}`,
            `score ${r.score}/${r.questionCount}`,
          ]),
        ],
        action: { label: 'Open the dashboard', url: dashboard },
      })
      return {
        to: notifyEmail,
        subject: `Open requests for ${day}: ${counts.new} waiting for a reply${counts.overdue ? `, ${counts.overdue} overdue` : ''}`,
        ...body,
      }
    }
    case 'sign-in-alert': {
      const body = layout(site, {
        title: 'New sign-in to your admin account',
        intro: `The password of the admin account "${job.username}" was entered correctly from a browser that had not signed in to it before${job.twoFactorRequired ? '. The sign-in still needs a code from your authenticator app' : ''}. If this was you, there is nothing to do.`,
        rows: [
          ['When', when(job.at, site.timeZone)],
          ['Browser', job.device],
          ['Address', job.address ?? 'unknown'],
        ],
        footer: `Not you? Someone knows your password: sign in, change it (npm run admin -- reset-password on the server), and use "Sign out everywhere" on the Account Security page: ${siteUrl}/admin-account`,
      })
      return { to: job.to, subject: `New sign-in to ${site.businessName} admin: ${headerSafe(job.device)}`, ...body }
    }
    case 'second-factor-locked': {
      const body = layout(site, {
        title: 'Sign-in codes locked after ten wrong codes',
        intro: `Ten wrong authenticator codes in a row were entered for the admin account "${job.username}", after its correct password. The half-finished sign-ins were ended, and codes are refused until you sign in with a recovery code (or run npm run admin -- reset-2fa on the server).`,
        rows: [
          ['When', when(job.at, site.timeZone)],
          ['Last browser', job.device],
          ['Last address', job.address ?? 'unknown'],
        ],
        footer: `If this was not you, someone knows your password: change it (npm run admin -- reset-password on the server), then check the sessions on ${siteUrl}/admin-account`,
      })
      return { to: job.to, subject: `Security alert: ${site.businessName} admin sign-in codes locked`, ...body }
    }
    case 'password-changed': {
      const others =
        job.ended === 0
          ? 'No other session was signed in.'
          : `${job.ended} other ${job.ended === 1 ? 'session was' : 'sessions were'} signed out.`
      const body = layout(site, {
        title: 'Your admin password was changed',
        intro: `The password of the admin account "${job.username}" was changed on the Account Security page. ${others} If this was you, there is nothing to do.`,
        rows: accountRows(job, site.timeZone),
        footer: notYou(
          'someone else is signed in as you and knows your password. On the server, run npm run admin -- reset-password: it sets a new password and signs out every session.',
          ctx,
        ),
      })
      return { to: job.to, subject: `Security notice: your ${site.businessName} admin password was changed`, ...body }
    }
    case 'two-factor-changed': {
      const { title, intro, footer } = twoFactorNotice[job.change]
      const body = layout(site, {
        title,
        intro: `${intro.replace('{username}', job.username)} If this was you, there is nothing to do.`,
        rows: accountRows(job, site.timeZone),
        footer: notYou(footer, ctx),
      })
      return { to: job.to, subject: `Security notice: ${title.toLowerCase()} for ${site.businessName} admin`, ...body }
    }
    case 'alert-digest': {
      const { alerts, burst } = job
      const since = when(alerts[0]?.at ?? job.at, site.timeZone)
      const body = layout(site, {
        title: 'Lead alerts, gathered in one email',
        intro: `More than ${burst.max} alerts arrived within ${burst.minutes} minutes, so these ${alerts.length} are gathered in one email instead of one each. Every lead is stored on the dashboard with its details and message.`,
        rows: alerts.map((a): [string, string] => [
          `${alertLabels[a.kind]}, ${when(a.at, site.timeZone)}`,
          [a.name, a.email, a.district, a.resource && `"${a.resource}"`].filter(Boolean).join(', '),
        ]),
        action: { label: 'Open the dashboard', url: dashboard },
      })
      return { to: notifyEmail, subject: `${alerts.length} more lead alerts since ${since}`, ...body }
    }
    case 'newsletter-welcome': {
      const listHeaders = {
        'List-Unsubscribe': `<${job.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
      const body = layout(site, {
        title: 'Please confirm your subscription',
        intro: `Someone, we hope you, asked to receive the ${site.businessName} monthly briefing for school leaders at this address. Confirm with one click, and the first briefing will follow.`,
        action: { label: 'Confirm my subscription', url: job.confirmUrl },
        footer:
          'If you did not ask for this, ignore this message: you will receive nothing more from us, and we delete unconfirmed addresses after 30 days.',
      })
      return {
        to: job.email,
        replyTo: site.email,
        subject: `Confirm your subscription to the ${site.businessName} briefing`,
        ...body,
        headers: listHeaders,
      }
    }
  }
}
