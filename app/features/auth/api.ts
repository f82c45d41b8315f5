import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '#app/lib/api-client.ts'
import type { Jsonify } from '#app/lib/json.ts'
import type { ChangeEmailInput, ChangePasswordInput } from './auth.schema.ts'
import type { SessionSummary } from './sessions.server.ts'
import type { Enrolment, TwoFactorStatus } from './two-factor.server.ts'

/** The account-security screen's calls, typed from the server code (decision 7). */
export type EnrolmentData = Jsonify<Enrolment>
export type SessionRow = Jsonify<SessionSummary> & { device: string }

export const useTwoFactorStatus = () => useQuery<Jsonify<TwoFactorStatus>>({ queryKey: ['/api/auth', '2fa'] })
export const sessionsKey = ['/api/auth', 'sessions'] as const
export const useSessions = () => useQuery<{ sessions: SessionRow[] }>({ queryKey: sessionsKey })

export const startEnrolment = () => apiRequest<EnrolmentData>('POST', '/api/auth/2fa/setup')
/** `currentCode` only while two-factor sign-in is on; `otherSessions`: those the change leaves open. */
export const enableTwoFactor = (body: { code: string; password: string; currentCode?: string }) =>
  apiRequest<{ recoveryCodes: string[]; otherSessions: number }>('POST', '/api/auth/2fa/enable', body)
export const disableTwoFactor = (body: { password: string; currentCode?: string }) =>
  apiRequest<{ otherSessions: number }>('POST', '/api/auth/2fa/disable', body)
/** `ended`: how many other sessions were signed out (this one stays). */
export const changePassword = (body: ChangePasswordInput) =>
  apiRequest<{ ended: number }>('POST', '/api/auth/password', body)
export const changeEmail = (body: ChangeEmailInput) => apiRequest<{ email: string }>('POST', '/api/auth/email', body)
export const revokeSession = (handle: string) => apiRequest('DELETE', `/api/auth/sessions/${handle}`)
export const signOutEverywhere = () => apiRequest('POST', '/api/auth/sessions/revoke-all')
export const signOutOthers = () => apiRequest<{ ended: number }>('POST', '/api/auth/sessions/revoke-others')
export const verifySecondStep = (body: { code: string } | { recoveryCode: string }) =>
  apiRequest('POST', '/api/auth/2fa/verify', body)
