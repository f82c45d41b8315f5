import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

/** Mozilla Observatory rules (docs/security.md); a cached page brings its own policy (decision 57). */
export function securityHeaders({
  dev,
  httpsOnly,
  uploadOrigin,
}: {
  dev: boolean
  httpsOnly: boolean
  /** the bucket hero images are PUT to (decision 4) */
  uploadOrigin: string | null
}): RequestHandler {
  const connect = ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...(uploadOrigin ? [uploadOrigin] : [])].join(' ')
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    const csp = [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
      "img-src 'self'",
      "font-src 'self'",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
    ]
    // Over plain http Chromium redirects a page's own fetch to https, where nothing answers (decision 56).
    if (!dev && (httpsOnly || req.secure)) csp.push('upgrade-insecure-requests')
    res.set({
      'Content-Security-Policy': csp.join('; '),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    })
    // A proxy that drops X-Forwarded-Proto must not switch it off.
    if (httpsOnly || req.secure) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}
