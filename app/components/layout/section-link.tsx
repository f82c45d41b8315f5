import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { scrollToSection } from '#app/lib/scroll.ts'

/**
 * A link to a home-page section: scrolls smoothly when the section is on this page, otherwise
 * navigates to "/#section" (spec §2 header). Works without JavaScript as a plain link.
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
    onNavigate?.()
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    if (scrollToSection(section)) event.preventDefault()
  }
  return (
    <a href={`/#${section}`} onClick={handleClick} {...props}>
      {children}
    </a>
  )
}
