import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { flushSync } from 'react-dom'
import { scrollToSection } from '#app/lib/scroll.ts'

/**
 * A link to a home-page section: scrolls smoothly when the section is on this page, otherwise
 * navigates to "/#section" (spec §2 header). Works without JavaScript as a plain link.
 *
 * `onNavigate` (the mobile menu closing) runs to completion before the scroll is measured: the open
 * menu is part of the sticky header, so closing it during a smooth scroll moves every section up
 * by the menu's height and the page would overshoot (tests/e2e/anchors.ts).
 */
export function SectionLink({
  section,
  onNavigate,
  onClick,
  children,
  ...props
}: { section: string; onNavigate?: () => void } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    const modified = event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0
    if (modified || !document.getElementById(section)) {
      onNavigate?.()
      return
    }
    event.preventDefault()
    if (onNavigate) flushSync(onNavigate)
    requestAnimationFrame(() => scrollToSection(section))
  }
  return (
    <a href={`/#${section}`} onClick={handleClick} {...props}>
      {children}
    </a>
  )
}
