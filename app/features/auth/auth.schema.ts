import { z } from '#app/lib/zod.ts'

/** Spec §5 login rules, word for word, with upper bounds so a login cannot carry megabytes. */
export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64, 'Username must be at most 64 characters')
    .refine((u) => !/[\u0000-\u001f\u007f]/.test(u), 'Username contains characters that are not allowed'),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(256, 'Password must be at most 256 characters'),
})

/** The 6-digit code of an authenticator app; spaces are forgiven ("123 456"). */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .transform((code) => code.replace(/\s/g, ''))
  .refine((code) => /^\d{6}$/.test(code), 'Enter the 6-digit code from your authenticator app')

const recoveryCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{4}(-?[0-9a-f]{4}){3}$/i, 'A recovery code looks like 1a2b-3c4d-5e6f-7a8b')

export const secondStepSchema = z.union(
  [z.object({ code: totpCodeSchema }), z.object({ recoveryCode: recoveryCodeSchema })],
  'Enter the 6-digit code from your authenticator app, or a recovery code',
)

const passwordAgain = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(256, 'Password must be at most 256 characters')

/** `code` is from the newly scanned secret; `currentCode` (or a recovery code) proves the current one. */
export const disableTwoFactorSchema = z.object({
  password: passwordAgain,
  currentCode: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
})
export const enableTwoFactorSchema = disableTwoFactorSchema.extend({ code: totpCodeSchema })

export const sessionHandleSchema = z.string().uuid('Unknown session')

/** NIST SP 800-63B-4 §3.1.1.2; here so the form says it before sending (password-policy.server.ts has the rest). */
export const MIN_PASSWORD_LENGTH = 15
export const MAX_PASSWORD_LENGTH = 256
export const passwordTooShort = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters: a short phrase of four or more words works well.`
export const passwordTooLong = `Passwords can be at most ${MAX_PASSWORD_LENGTH} characters.`
export const passwordCommon = 'This password appears in lists of commonly used passwords. Choose another.'
export const passwordContainsName = 'The password must not contain the username or the site name.'

const currentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(MAX_PASSWORD_LENGTH, passwordTooLong)

/** ASVS 5.0 V6.2.2, V6.2.3; the server also applies `passwordProblem`. */
export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string({ error: passwordTooShort })
      .min(MIN_PASSWORD_LENGTH, passwordTooShort)
      .max(MAX_PASSWORD_LENGTH, passwordTooLong),
    confirmPassword: z
      .string({ error: 'Enter the new password again' })
      .min(1, 'Enter the new password again')
      .max(MAX_PASSWORD_LENGTH, passwordTooLong),
  })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    if (newPassword === currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'Choose a password different from your current one.',
      })
    }
    if (confirmPassword !== newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The two new passwords do not match.' })
    }
  })
export type ChangePasswordInput = z.output<typeof changePasswordSchema>

/** Not the `…@admin.invalid` an admin made from ADMIN_USERNAME without ADMIN_EMAIL gets (RFC 2606 reserves it). */
export const isDeliverableEmail = (email: string | null | undefined): email is string =>
  typeof email === 'string' && email.includes('@') && !/\.invalid$/i.test(email.trim())

export const changeEmailSchema = z.object({
  email: z
    .string({ error: 'Enter an email address' })
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter an email address like name@district.org'))
    .refine(isDeliverableEmail, 'Enter an address that receives mail'),
  currentPassword,
})
export type ChangeEmailInput = z.output<typeof changeEmailSchema>

export const resetRequestSchema = z.object({
  who: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine((u) => !/[\u0000-\u001f\u007f]/.test(u)),
})

/** The new password from a reset link, twice; the server applies the whole policy. */
export const resetPasswordSchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH * 4),
  confirmPassword: z.string().max(MAX_PASSWORD_LENGTH * 4),
})
