import express, { Router, type Request, type Response } from 'express'
import {
  changeEmailSchema,
  changePasswordSchema,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  loginSchema,
  secondStepSchema,
  sessionHandleSchema,
} from '#app/features/auth/auth.schema.ts'
import { describeDevice } from '#app/features/auth/device.ts'
import { isSignInRefusal, SECOND_STEP, SIGN_IN_PARAM, type SignInRefusal } from '#app/features/auth/sign-in-refusals.ts'
import { ADMIN_HOME, isAdminPath } from '#app/lib/admin-pages.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import { DomainError, found } from '#app/lib/errors.ts'
import type { Services } from '#app/services.server.ts'
import { parseOr400 } from '../http-errors.ts'
import {
  clearSessionCookie,
  deviceCookieFrom,
  requireAdmin,
  sendSessionEnds,
  setDeviceCookie,
  setSessionCookie,
  tokenFrom,
} from '../session.ts'

const origin = (req: Request) => ({ address: clientKey(req.ip), userAgent: req.get('user-agent') })

export function authRoutes(services: Services): Router {
  const router = Router()

  router.get('/me', (req, res) => {
    // So public pages never see an error for an anonymous visitor.
    if (!req.user) return res.json({ success: false })
    res.json({ success: true, user: { username: req.user.username } })
  })

  async function passwordStep(req: Request, res: Response, body: unknown) {
    const { username, password } = parseOr400(loginSchema, body)
    const { address, userAgent } = origin(req)
    const deviceCookie = deviceCookieFrom(req, services.env.httpsOnly)
    try {
      const result = await services.auth.signIn({ username, password, address, userAgent, deviceCookie })
      req.log.info(
        { event: 'login', username, ip: address, outcome: result.twoFactorRequired ? 'password' : 'success' },
        'login attempt',
      )
      setSessionCookie(req, res, result.token, services.env.httpsOnly)
      if (result.deviceCookie) setDeviceCookie(req, res, result.deviceCookie, services.env.httpsOnly)
      return result
    } catch (error) {
      const outcome = error instanceof DomainError ? error.code : 'error'
      // People type passwords into the username box: only a wrong password for a real account names it.
      const known = error instanceof DomainError && error.reason === 'wrong_password'
      req.log.info(
        { event: 'login', ...(known ? { username } : { usernameKnown: false }), ip: address, outcome },
        'login attempt',
      )
      throw error
    }
  }

  async function codeStep(req: Request, res: Response, body: unknown) {
    const input = parseOr400(secondStepSchema, body)
    const { address, userAgent } = origin(req)
    const pendingToken = tokenFrom(req, services.env.httpsOnly) ?? ''
    try {
      const { token, user, deviceCookie } = await services.auth.secondStep({
        pendingToken,
        ...input,
        address,
        userAgent,
      })
      req.log.info(
        {
          event: 'login',
          username: user.username,
          ip: address,
          outcome: 'success',
          factor: 'code' in input ? 'totp' : 'recovery',
        },
        'second step',
      )
      setSessionCookie(req, res, token, services.env.httpsOnly)
      if (deviceCookie) setDeviceCookie(req, res, deviceCookie, services.env.httpsOnly)
      return { token, user }
    } catch (error) {
      const outcome = error instanceof DomainError ? error.code : 'error'
      req.log.info({ event: 'login', ip: address, outcome }, 'second step')
      throw error
    }
  }

  router.post('/login', async (req, res) => {
    const result = await passwordStep(req, res, req.body)
    res.json({
      success: true,
      token: result.token,
      user: { username: result.user.username },
      message: result.twoFactorRequired ? 'Enter the code from your authenticator app.' : 'Login successful',
      ...(result.twoFactorRequired ? { twoFactorRequired: true } : {}),
    })
  })

  router.post('/2fa/verify', async (req, res) => {
    const { token, user } = await codeStep(req, res, req.body)
    res.json({ success: true, token, user: { username: user.username }, message: 'Login successful' })
  })

  /** Posted before the script runs (decision 33); answered with a redirect, a refusal as `?sign-in=`. */
  const signInForm = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 })
  const formRefusal = (error: unknown, incomplete: SignInRefusal): SignInRefusal => {
    if (!(error instanceof DomainError)) throw error
    if (error.code === 'invalid') return incomplete
    if (isSignInRefusal(error.reason)) return error.reason
    throw error
  }
  const answerForm = (req: Request, res: Response, step?: string) => {
    // Never another site.
    const next = (req.body as { next?: unknown } | undefined)?.next
    const back = isAdminPath(next) ? next : ADMIN_HOME
    res.redirect(303, step ? `${back}?${SIGN_IN_PARAM}=${step}` : back)
  }
  router.post('/sign-in', signInForm, async (req, res) => {
    try {
      const { twoFactorRequired } = await passwordStep(req, res, req.body)
      answerForm(req, res, twoFactorRequired ? SECOND_STEP : undefined)
    } catch (error) {
      answerForm(req, res, formRefusal(error, 'incomplete'))
    }
  })
  router.post('/sign-in/code', signInForm, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, string>
    const input = body.recoveryCode ? { recoveryCode: body.recoveryCode } : { code: body.code }
    try {
      await codeStep(req, res, input)
      answerForm(req, res)
    } catch (error) {
      const reason = formRefusal(error, 'incomplete_code')
      answerForm(
        req,
        res,
        reason === 'expired' || reason === 'too_many_attempts' ? reason : `${SECOND_STEP}&reason=${reason}`,
      )
    }
  })

  router.get('/2fa', requireAdmin, async (req, res) => {
    res.json(await services.auth.twoFactor.status(req.user!.id))
  })

  router.post('/2fa/setup', requireAdmin, async (req, res) => {
    res.json(found(await services.auth.twoFactor.startEnrolment(req.user!.id), 'Account not found'))
  })

  /** While it is on, a current code too: a stolen session alone cannot enrol another authenticator. */
  router.post('/2fa/enable', requireAdmin, async (req, res) => {
    const { code, password, currentCode, recoveryCode } = parseOr400(enableTwoFactorSchema, req.body)
    const user = req.user!
    const wasOn = (await services.auth.twoFactor.status(user.id)).enabled
    await services.auth.confirmIdentity(user, { password, code: currentCode, recoveryCode }, origin(req))
    const recoveryCodes = await services.auth.twoFactor.enable(user.id, code)
    if (!recoveryCodes) {
      const message = 'That code is not valid. Scan the QR code again or check the time on your phone.'
      throw new DomainError('invalid', message, { field: 'code' })
    }
    req.log.info(
      { event: wasOn ? '2fa_replaced' : '2fa_enabled', username: user.username },
      wasOn ? 'two-factor sign-in moved to a new app' : 'two-factor sign-in turned on',
    )
    await services.auth.twoFactorChanged(user, wasOn ? 'moved' : 'on', origin(req))
    // Sessions opened with the password alone stay open: the screen offers to end them.
    const otherSessions = await services.auth.sessions.others(user.id, req.sessionToken)
    res.json({ success: true, recoveryCodes, otherSessions })
  })

  router.post('/2fa/disable', requireAdmin, async (req, res) => {
    const { password, currentCode, recoveryCode } = parseOr400(disableTwoFactorSchema, req.body)
    const user = req.user!
    if (!(await services.auth.twoFactor.status(user.id)).enabled) {
      throw new DomainError('conflict', 'Two-factor sign-in is already off.')
    }
    await services.auth.confirmIdentity(user, { password, code: currentCode, recoveryCode }, origin(req))
    await services.auth.twoFactor.disable(user.id)
    req.log.info({ event: '2fa_disabled', username: user.username }, 'two-factor sign-in turned off')
    await services.auth.twoFactorChanged(user, 'off', origin(req))
    const otherSessions = await services.auth.sessions.others(user.id, req.sessionToken)
    res.json({ success: true, otherSessions })
  })

  /** ASVS 5.0 V6.2.2, V6.2.3. `ended`: how many other sessions were signed out. */
  router.post('/password', requireAdmin, async (req, res) => {
    const input = parseOr400(changePasswordSchema, req.body)
    const user = req.user!
    const { ended } = await services.auth.changePassword(user, input, origin(req), req.sessionToken!)
    req.log.info({ event: 'password_changed', username: user.username, sessionsEnded: ended }, 'password changed')
    res.json({ success: true, ended })
  })

  /** Where alerts and reset links go: with the current password, and the old address is told. */
  router.post('/email', requireAdmin, async (req, res) => {
    const input = parseOr400(changeEmailSchema, req.body)
    const user = req.user!
    const { email } = await services.auth.changeEmail(user, input, origin(req))
    req.log.info({ event: 'email_changed', username: user.username }, 'account email address changed')
    res.json({ success: true, email })
  })

  router.get('/sessions', requireAdmin, async (req, res) => {
    const list = await services.auth.sessions.list(req.user!.id, req.sessionToken)
    res.json({ sessions: list.map((s) => ({ ...s, device: describeDevice(s.userAgent) })) })
  })

  router.delete('/sessions/:handle', requireAdmin, async (req, res) => {
    const handle = parseOr400(sessionHandleSchema, req.params.handle)
    if (!(await services.auth.sessions.revoke(req.user!.id, handle)))
      throw new DomainError('not_found', 'Session not found')
    res.json({ success: true })
  })

  router.post('/sessions/revoke-others', requireAdmin, async (req, res) => {
    const ended = await services.auth.sessions.revokeOthers(req.user!.id, req.sessionToken!)
    req.log.info(
      { event: 'sessions_revoked', username: req.user!.username, count: ended, kept: 'current' },
      'signed out other sessions',
    )
    res.json({ success: true, ended })
  })

  /** This session included, so the browser is signed out too. */
  router.post('/sessions/revoke-all', requireAdmin, async (req, res) => {
    const ended = await services.auth.sessions.revokeAll(req.user!.id)
    clearSessionCookie(req, res, services.env.httpsOnly)
    req.log.info({ event: 'sessions_revoked', username: req.user!.username, count: ended }, 'signed out everywhere')
    res.json({ success: true, ended })
  })

  /** WCAG 2.2.1, decision 36: the idle clock restarts; the 12-hour end does not move. */
  router.post('/session/extend', requireAdmin, async (req, res) => {
    const ends = await services.auth.sessions.extend(req.sessionToken ?? '')
    if (!ends) throw new DomainError('unauthorized', 'Authentication required. Please sign in.')
    sendSessionEnds(res, ends)
    res.json({ success: true })
  })

  router.post('/logout', async (req, res) => {
    if (req.sessionToken) await services.auth.logout(req.sessionToken)
    clearSessionCookie(req, res, services.env.httpsOnly)
    res.json({ success: true })
  })

  return router
}
