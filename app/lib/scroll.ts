/** WCAG 2.3.3 */
export function scrollBehavior(): ScrollBehavior {
  if (typeof window === 'undefined') return 'auto'
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

/** false when the section is not on this page, so the link navigates to "/#id" instead. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`)
  return true
}

/** Spec §2; a visitor who already put the focus somewhere keeps it. */
export function scrollToHashSoon(): () => void {
  let id: string
  try {
    id = decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return () => {} // a malformed link (`#%E0`): stay at the top rather than fail the page
  }
  if (!id) return () => {}
  let cancelled = false
  const timer = setTimeout(() => {
    const active = document.activeElement
    const focusMoved = active && active !== document.body && active !== document.documentElement
    if (!cancelled && !focusMoved) scrollToSection(id)
  }, 100)
  return () => {
    cancelled = true
    clearTimeout(timer)
  }
}
