// @vitest-environment happy-dom
import { beforeAll, expect, it, vi } from 'vitest'
import { ResourceLibrary } from '#app/features/resources/resource-library.tsx'
import { resources } from '#content/resources.ts'
import { serverRender } from '../../tests/component/server-render.tsx'
import { enhanceResourceLibrary } from './resources.ts'

beforeAll(() => {
  // happy-dom draws no modal layer; what matters here is which dialog opens for what.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLElement.prototype.scrollIntoView = () => {}
})

async function library() {
  await serverRender(<ResourceLibrary resources={resources} />)
  const root = document.querySelector<HTMLElement>('[data-resource-library]')!
  enhanceResourceLibrary(root)
  const cards = () => [...root.querySelectorAll<HTMLElement>('li[data-title]')]
  const shown = () =>
    cards()
      .filter((c) => !c.hidden)
      .map((c) => c.dataset.title)
  return { root, cards, shown }
}

it('takes over the cards the server hid only for a script: page 1 shown, the rest hidden by the script', async () => {
  const { cards, shown } = await library()
  expect(cards()).toHaveLength(15)
  expect(cards().some((c) => c.classList.contains('script:hidden'))).toBe(false)
  expect(shown()).toEqual(resources.slice(0, 6).map((r) => r.title))
})

it('searches titles and descriptions, and pages through what matches', async () => {
  const { root, shown } = await library()
  const search = root.querySelector<HTMLInputElement>('input[type="search"]')!
  search.value = 'ransomware'
  search.dispatchEvent(new Event('input', { bubbles: true }))
  expect(shown().length).toBeGreaterThan(0)
  expect(
    shown().every(
      (t) =>
        resources
          .find((r) => r.title === t)!
          .description.toLowerCase()
          .includes('ransomware') || t!.toLowerCase().includes('ransomware'),
    ),
  ).toBe(true)
  search.value = ''
  search.dispatchEvent(new Event('input', { bubbles: true }))
  root.querySelector<HTMLButtonElement>('[data-step="next"]')!.click()
  expect(shown()).toEqual(resources.slice(6, 12).map((r) => r.title))
})

it('opens the dialog for the resource whose Download Free link was pressed, instead of its page', async () => {
  const { root } = await library()
  const link = root.querySelector<HTMLAnchorElement>('a[aria-label="Download Free: Incident Response Playbook"]')!
  expect(link.getAttribute('href')).toBe('/resources/incident-response-playbook')
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  link.dispatchEvent(click)
  expect(click.defaultPrevented).toBe(true)
  const dialog = root.querySelector('dialog')!
  expect(dialog.open).toBe(true)
  expect(dialog.querySelector('h2')?.textContent).toBe('Download: Incident Response Playbook')
  expect((dialog.querySelector('input[name="resourceTitle"]') as HTMLInputElement).value).toBe(
    'Incident Response Playbook',
  )
  vi.restoreAllMocks()
})
