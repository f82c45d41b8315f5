import { scrollBehavior, scrollToSection } from '#app/lib/scroll.ts'

/**
 * The phone menu and the section links of app/components/layout/site-header.tsx and
 * section-link.tsx, without React: the toggle opens and closes the panel (focus to its first link),
 * Escape closes it and hands focus back, a choice closes it; a link to a section of this page
 * scrolls there and moves focus, after the menu has closed (its height would move the target); a
 * link marked `data-scroll-to-end` scrolls to the foot of the page.
 */
export function enhanceMenu() {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  const label = toggle?.querySelector('.sr-only')
  const setOpen = (open: boolean) => {
    if (!toggle || !panel) return
    toggle.setAttribute('aria-expanded', String(open))
    panel.hidden = !open
    if (label) label.textContent = open ? 'Close menu' : 'Open menu'
    if (open) panel.querySelector<HTMLElement>('a, button')?.focus()
  }
  const isOpen = () => toggle?.getAttribute('aria-expanded') === 'true'

  toggle?.addEventListener('click', () => setOpen(!isOpen()))
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return
    setOpen(false)
    toggle?.focus()
  })
  panel?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false)
  })

  document.addEventListener('click', (event) => {
    const toEnd = (event.target as Element).closest('a[data-scroll-to-end]')
    if (toEnd) {
      // pricing.tsx's "View All Services": the services listed at the foot of the page.
      event.preventDefault()
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: scrollBehavior() })
      return
    }
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="/#"]')
    const modified = event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0
    if (!link || modified) return
    const id = link.getAttribute('href')!.slice(2)
    if (!document.getElementById(id)) return
    event.preventDefault()
    if (isOpen()) setOpen(false)
    requestAnimationFrame(() => scrollToSection(id))
  })
}
