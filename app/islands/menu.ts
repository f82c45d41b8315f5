import { marked } from '#app/lib/marks.ts'
import { scrollBehavior, scrollToSection } from '#app/lib/scroll.ts'

/** The native `<details>` works without this; here come focus, Escape and smooth section links. */
export function enhanceMenu(root: Document = document): () => void {
  const stop = new AbortController()
  const { signal } = stop
  const menu = root.querySelector<HTMLDetailsElement>(`details${marked('menu')}`)
  const toggle = menu?.querySelector('summary')
  const close = () => {
    if (menu) menu.open = false
  }

  menu?.addEventListener(
    'toggle',
    () => {
      if (menu.open) menu.querySelector<HTMLElement>('nav a, nav button')?.focus()
    },
    { signal },
  )
  root.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !menu?.open) return
      close()
      toggle?.focus()
    },
    { signal },
  )
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element
      if (menu?.open && target.closest('a') && menu.contains(target)) close()
      const toEnd = target.closest(`a${marked('scrollToEnd')}`)
      if (toEnd) {
        // pricing.tsx's "View All Services": the services listed at the foot of the page.
        event.preventDefault()
        window.scrollTo({ top: root.documentElement.scrollHeight, behavior: scrollBehavior() })
        return
      }
      const link = target.closest<HTMLAnchorElement>('a[href^="/#"]')
      const modified = event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0
      if (!link || modified) return
      const id = link.getAttribute('href')!.slice(2)
      if (!root.getElementById(id)) return
      event.preventDefault()
      close()
      requestAnimationFrame(() => scrollToSection(id))
    },
    { signal },
  )
  return () => stop.abort()
}
