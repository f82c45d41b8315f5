import express, { Router, type Request, type Response } from 'express'
import { resetPasswordSchema, resetRequestSchema } from '#app/features/auth/auth.schema.ts'
import {
  isResetReason,
  RESET_PARAM,
  RESET_TOKEN,
  resetPage,
  type ResetReason,
} from '#app/features/auth/password-reset-form.ts'
import { PASSWORD_RESET_DONE, SIGN_IN_PARAM } from '#app/features/auth/sign-in-refusals.ts'
import { ADMIN_HOME, PASSWORD_RESET_PAGE } from '#app/lib/admin-pages.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { Services } from '#app/services.server.ts'

/**
 * "Forgot your password?" (decisions 33, 60): form posts answered with a redirect, a refusal as `?reset=`.
 * The token in the path is logged as `[redacted]` (app/lib/secret-paths.server.ts).
 */
export function passwordResetRoutes(services: Services): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 })
  const back = (res: Response, page: string, reason: ResetReason) =>
    res.redirect(303, `${page}?${RESET_PARAM}=${reason}`)
  const refusal = (error: unknown): ResetReason => {
    if (error instanceof DomainError && isResetReason(error.reason)) return error.reason
    throw error
  }

  router.post('/password-reset', form, async (req: Request, res) => {
    const input = resetRequestSchema.safeParse(req.body ?? {})
    if (!input.success) return back(res, PASSWORD_RESET_PAGE, 'incomplete')
    const address = clientKey(req.ip)
    try {
      await services.passwordReset.request({ who: input.data.who, address })
      back(res, PASSWORD_RESET_PAGE, 'sent')
    } catch (error) {
      back(res, PASSWORD_RESET_PAGE, refusal(error))
    }
  })

  router.post('/password-reset/:token', form, async (req: Request, res) => {
    const token = String(req.params.token)
    if (!RESET_TOKEN.test(token)) throw new DomainError('not_found', 'Not found')
    const input = resetPasswordSchema.safeParse(req.body ?? {})
    if (!input.success) return back(res, resetPage(token), 'too_long')
    const origin = { address: clientKey(req.ip), userAgent: req.get('user-agent') }
    try {
      const { username, ended } = await services.passwordReset.complete({ token, ...input.data }, origin)
      req.log.info({ event: 'password_reset', username, sessionsEnded: ended }, 'password set from a reset link')
      // Nobody is signed in: the sign-in asks for the new password, and the code when it is on.
      res.redirect(303, `${ADMIN_HOME}?${SIGN_IN_PARAM}=${PASSWORD_RESET_DONE}`)
    } catch (error) {
      // A used or expired link: its page says so.
      if (error instanceof DomainError && error.reason === 'link_gone') return res.redirect(303, resetPage(token))
      back(res, resetPage(token), refusal(error))
    }
  })

  return router
}
