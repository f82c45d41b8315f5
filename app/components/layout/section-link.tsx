import type { AnchorHTMLAttributes } from 'react'
import { mark } from '#app/lib/marks.ts'

/**
 * A link to a home-page section, "/#section" (spec §2 header): a plain link that works without
 * any script; on a page with that section the pages' script scrolls there smoothly and moves the
 * focus, after closing the phone menu (app/islands/menu.ts).
 */
export function SectionLink({
  section,
  children,
  ...props
}: { section: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={`/#${section}`} {...mark('sectionLink')} {...props}>
      {children}
    </a>
  )
}

/** A menu's entry: a section of the home page, or a page of its own. */
export type NavItem = { label: string } & ({ section: string } | { href: string })

/** A menu's link, header and footer alike. */
export function NavLink({ item, className }: { item: NavItem; className: string }) {
  return 'section' in item ? (
    <SectionLink section={item.section} className={className}>
      {item.label}
    </SectionLink>
  ) : (
    <a href={item.href} className={className}>
      {item.label}
    </a>
  )
}
