import type { AnchorHTMLAttributes } from 'react'
import { mark } from '#app/lib/marks.ts'

/** A plain link without a script; app/islands/menu.ts scrolls smoothly and moves the focus. */
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

export type NavItem = { label: string } & ({ section: string } | { href: string })

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
