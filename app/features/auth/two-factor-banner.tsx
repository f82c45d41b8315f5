import { ShieldAlert } from 'lucide-react'
import { Link, useLocation } from 'react-router'

/** Shown on every admin screen until two-factor sign-in is on (ASVS 2.8; docs/decisions/0011-security-hardening.md). */
export function TwoFactorBanner() {
  const onAccountPage = useLocation().pathname === '/admin-account'
  return (
    // A named region: a landmark of its own, above the admin's header, so no content is outside one.
    <section
      aria-label="Two-factor sign-in is off"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
      data-testid="two-factor-banner"
    >
      <div className="container-page flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">Two-factor sign-in is off.</span> Anyone who learns your password can read
            every lead. Turn it on with an authenticator app: it takes two minutes.
          </span>
        </p>
        {onAccountPage ? null : (
          <Link to="/admin-account" className="shrink-0 font-semibold text-amber-950 underline hover:no-underline">
            Turn on two-factor sign-in
          </Link>
        )}
      </div>
    </section>
  )
}
