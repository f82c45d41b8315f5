import { useSite } from '#app/lib/site.ts'
import { Brand } from './brand.tsx'
import { NavLink, type NavItem } from './section-link.tsx'

const footerLink = 'rounded text-sm text-slate-300 hover:text-white'
const exploreNav: readonly NavItem[] = [
  { section: 'services', label: 'Services' },
  { section: 'resources', label: 'Resources' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/cybersecurity-quiz', label: 'Cybersecurity Quiz' },
]

export function SiteFooter() {
  const site = useSite()
  return (
    <footer className="bg-brand-950 text-slate-300 print:hidden">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Brand tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-6">
            {site.tagline}. Practical security leadership, training and compliance support for smaller districts.
          </p>
          <p className="mt-4 text-sm font-medium text-white">{site.replyPromise}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Explore</h2>
          <ul className="mt-4 space-y-3">
            {exploreNav.map((item) => (
              <li key={item.label}>
                <NavLink item={item} className={footerLink} />
              </li>
            ))}
            {/* Spec §2: Blog and Webinars are dead links in the footer. */}
            {['Blog', 'Webinars'].map((label) => (
              <li key={label}>
                <span className="text-sm text-slate-400">{label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {[
              { href: site.phoneHref, label: site.phone },
              { href: `mailto:${site.email}`, label: site.email },
            ].map((item) => (
              <li key={item.href}>
                <NavLink item={item} className={footerLink} />
              </li>
            ))}
            <li>{site.postalAddress}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between">
          <p>
            © {site.copyrightYear} {site.businessName}. All rights reserved.
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <span>General information, not legal advice.</span>
            <a href="/accessibility" className="rounded text-slate-300 underline underline-offset-2 hover:text-white">
              Accessibility
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
