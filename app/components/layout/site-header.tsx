import { Menu, X } from 'lucide-react'
import { mark } from '#app/lib/marks.ts'
import { useSite } from '#app/lib/site.ts'
import { Brand } from './brand.tsx'
import { NavLink, SectionLink, type NavItem } from './section-link.tsx'

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800'
const mobileLinkClass = 'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50'
const mainNav: readonly NavItem[] = [
  { section: 'services', label: 'Services' },
  { section: 'about', label: 'About' },
  { href: '/cybersecurity-quiz', label: 'Quiz' },
  { href: '/blog', label: 'Blog' },
]

/** The phone menu is a native `<details>`, so it works without a script; app/islands/menu.ts adds the rest (decision 33). */
export function SiteHeader() {
  const site = useSite()
  const items = (className: string) => (
    <>
      {mainNav.map((item) => (
        <NavLink key={item.label} item={item} className={className} />
      ))}
      <a href={site.policyGeneratorUrl} target="_blank" rel="noopener noreferrer" className={className}>
        Policy Generator<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  )

  return (
    <header className="sticky top-0 z-40 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 print:hidden">
      {/* The bar's height is --header-height (app.css), the offset every anchor and focus scroll clears. */}
      <div className="border-b border-line/80">
        <div className="container-page flex h-[calc(var(--header-height)-1px)] items-center justify-between gap-4">
          <Brand />
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {items(linkClass)}
          </nav>
          <div className="flex items-center gap-2">
            <SectionLink section="contact" className="btn-primary hidden sm:inline-flex">
              Contact Us
            </SectionLink>
            <details className="group/menu lg:hidden" {...mark('menu')}>
              <summary className="btn-ghost cursor-pointer list-none px-3 [&::-webkit-details-marker]:hidden">
                <Menu aria-hidden="true" className="size-5 group-open/menu:hidden" />
                <X aria-hidden="true" className="hidden size-5 group-open/menu:block" />
                <span className="sr-only group-open/menu:hidden">Open menu</span>
                <span className="sr-only hidden group-open/menu:inline">Close menu</span>
              </summary>
              <div className="absolute inset-x-0 top-full border-b border-line bg-white shadow-lg">
                <nav aria-label="Mobile" className="container-page flex flex-col py-3">
                  {items(mobileLinkClass)}
                  <SectionLink section="contact" className="btn-primary mt-2">
                    Contact Us
                  </SectionLink>
                </nav>
              </div>
            </details>
          </div>
        </div>
      </div>
    </header>
  )
}
