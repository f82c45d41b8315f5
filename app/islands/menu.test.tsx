// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { serverRender } from '../../tests/component/server-render.tsx'
import { enhanceMenu } from './menu.ts'

let undo = () => {}
afterEach(() => {
  undo()
  vi.restoreAllMocks()
})

async function header() {
  await serverRender(
    <>
      <SiteHeader />
      <section id="about">About</section>
    </>,
  )
  undo = enhanceMenu(document)
  const menu = document.querySelector('details')!
  const toggle = menu.querySelector('summary')!
  const open = () => {
    menu.open = true
    menu.dispatchEvent(new Event('toggle'))
  }
  return { menu, toggle, open }
}

it('moves the focus into the menu as it opens, and Escape closes it and hands the focus back', async () => {
  const { menu, toggle, open } = await header()
  expect(menu.open).toBe(false)
  open()
  expect(document.activeElement?.textContent).toBe('Services')
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  expect(menu.open).toBe(false)
  expect(document.activeElement).toBe(toggle)
})

it('closes on a choice, and scrolls to a section of this page instead of loading it', async () => {
  const { menu, open } = await header()
  const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {})
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
    run(0)
    return 0
  })
  open()
  const about = [...menu.querySelectorAll('a')].find((a) => a.textContent === 'About')!
  expect(about.getAttribute('href')).toBe('/#about')
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  about.dispatchEvent(click)
  expect(click.defaultPrevented).toBe(true)
  expect(menu.open).toBe(false)
  expect(scroll).toHaveBeenCalledTimes(1)
  expect(document.activeElement?.id).toBe('about')
})

it('lets a link to a section of another page load it, and does nothing once undone', async () => {
  const { menu, open } = await header()
  const services = menu.querySelector<HTMLAnchorElement>('a[href="/#services"]')!
  // No #services on this page: the link is left to the browser (which the test stops), and the menu closes.
  services.addEventListener('click', (event) => event.preventDefault())
  open()
  services.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
  expect(menu.open).toBe(false)
  open()
  undo()
  services.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
  expect(menu.open).toBe(true)
})
