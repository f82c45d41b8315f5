/** Scrolling to a place on the page, for React components and the home page's script alike (no React here). */

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

/**
 * Spec §2: on load the home page scrolls to any anchor in the URL after 100 ms. (The text is in the
 * system font, so no font arrives later to re-wrap it mid-scroll: decision 32.) A visitor who has
 * put the keyboard focus somewhere by then (a quick click into a field, a form that moved it to an
 * error) keeps it: the page neither jumps nor takes the focus back. Returns a cancel function.
 */
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
