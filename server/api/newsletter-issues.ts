import { Router, type Request } from 'express'
import { fromPostSchema, issueSchema, scheduleSchema, sendNowSchema } from '#app/features/newsletter/issue.schema.ts'
import { isDeliverableEmail } from '#app/features/auth/auth.schema.ts'
import type { Services } from '#app/services.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import { largeJson, parseOr400 } from '../http-errors.ts'
import { requireAdmin } from '../session.ts'

const issueId = (req: Request) => {
  const raw = String(req.params.id)
  const id = Number(raw)
  if (!/^\d{1,9}$/.test(raw) || id < 1) throw new DomainError('not_found', 'Newsletter not found')
  return id
}

/** 200,000 characters of HTML, like a post's. */
export const issueBody = largeJson(
  '1mb',
  'This newsletter is too large to save. Its body can hold up to 200,000 characters.',
)

export function newsletterIssueRoutes(services: Services): Router {
  const router = Router()
  const { newsletters } = services
  router.use(requireAdmin)

  router.get('/', async (_req, res) => {
    const [issues, recipients] = await Promise.all([newsletters.list(), newsletters.recipients()])
    res.json({ issues, recipients })
  })

  router.post('/', async (req, res) => {
    res.status(201).json({ issue: await newsletters.create(parseOr400(issueSchema, req.body), req.user!.username) })
  })

  router.post('/from-post', async (req, res) => {
    const { postId } = parseOr400(fromPostSchema, req.body ?? {})
    res.status(201).json({ issue: await newsletters.createFromPost(postId, req.user!.username) })
  })

  router.get('/:id', async (req, res) => {
    res.json({ issue: await newsletters.get(issueId(req)) })
  })

  router.put('/:id', async (req, res) => {
    res.json({ issue: await newsletters.update(issueId(req), parseOr400(issueSchema, req.body)) })
  })

  router.delete('/:id', async (req, res) => {
    await newsletters.remove(issueId(req))
    res.json({ success: true })
  })

  // For a sandboxed frame: no script, no same-origin access, images from the site only.
  router.get('/:id/preview', async (req, res) => {
    const { html } = await newsletters.preview(issueId(req))
    const origin = new URL(services.env.SITE_URL).origin
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src 'self' ${origin} https:; style-src 'unsafe-inline'; frame-ancestors 'self'`,
      'X-Frame-Options': 'SAMEORIGIN',
    })
    res.send(html)
  })

  // Gmail clips past about 102 KB.
  router.get('/:id/email', async (req, res) => {
    const { text, bytes } = await newsletters.preview(issueId(req))
    res.json({ text, bytes })
  })

  // Never to an address typed in the request; an account without one (`…@admin.invalid`) is asked for it.
  router.post('/:id/test', async (req, res) => {
    const id = issueId(req)
    const to = req.user!.email
    if (!isDeliverableEmail(to)) {
      throw new DomainError(
        'conflict',
        'Your account has no email address to send the test to. Add one under Account security.',
        { reason: 'no_admin_email' },
      )
    }
    await newsletters.sendTest(id, to)
    res.json({ sentTo: to })
  })

  router.post('/:id/send', async (req, res) => {
    const confirm = parseOr400(sendNowSchema, req.body ?? {})
    res.json({ issue: await newsletters.sendNow(issueId(req), confirm) })
  })

  router.post('/:id/schedule', async (req, res) => {
    const { scheduledAt, version } = parseOr400(scheduleSchema, req.body ?? {})
    res.json({ issue: await newsletters.schedule(issueId(req), new Date(scheduledAt), version) })
  })

  for (const action of ['unschedule', 'pause', 'resume', 'cancel'] as const) {
    router.post(`/:id/${action}`, async (req, res) => {
      res.json({ issue: await newsletters[action](issueId(req)) })
    })
  }

  return router
}
