/** Smooth unless the visitor asked for reduced motion (WCAG 2.3.3). */
export function scrollBehavior(): ScrollBehavior {
  if (typeof window === 'undefined') return 'auto'
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

/**
 * Scrolls to a section of the current page and moves keyboard focus there. Returns false when the
 * section is not on this page, so the caller lets the link navigate to "/#id" instead.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`)
  return true
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() })
}
