import { Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useSite } from '#app/lib/site.ts'
import { Brand } from './brand.tsx'
import { SectionLink } from './section-link.tsx'

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800'
const mobileLinkClass = 'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50'

export function SiteHeader() {
  const site = useSite()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const location = useLocation()

  // A navigation closes the menu: adjusted while rendering, not in an effect after it.
  const [menuPath, setMenuPath] = useState(location.pathname)
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const close = () => setOpen(false)

  const items = (className: string) => (
    <>
      <SectionLink section="services" className={className} onNavigate={close}>
        Services
      </SectionLink>
      <SectionLink section="about" className={className} onNavigate={close}>
        About
      </SectionLink>
      <Link to="/cybersecurity-quiz" className={className} onClick={close}>
        Quiz
      </Link>
      <Link to="/blog" className={className} onClick={close}>
        Blog
      </Link>
      <a href={site.policyGeneratorUrl} target="_blank" rel="noopener noreferrer" className={className} onClick={close}>
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
            <SectionLink section="contact" className="btn-primary hidden sm:inline-flex" onNavigate={close}>
              Contact Us
            </SectionLink>
            {/* Both icons are drawn; aria-expanded shows one, so the home page's script (app/islands/menu.ts) needs no icons of its own. */}
            <button
              ref={toggleRef}
              type="button"
              className="group btn-ghost px-3 lg:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              data-menu-toggle
              onClick={() => setOpen((o) => !o)}
            >
              <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
              <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
              <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
            </button>
          </div>
        </div>
      </div>
      <div id={menuId} ref={panelRef} hidden={!open} className="border-b border-line bg-white lg:hidden">
        <nav aria-label="Mobile" className="container-page flex flex-col py-3">
          {items(mobileLinkClass)}
          <SectionLink section="contact" className="btn-primary mt-2" onNavigate={close}>
            Contact Us
          </SectionLink>
        </nav>
      </div>
    </header>
  )
}
