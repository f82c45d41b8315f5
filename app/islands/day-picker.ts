import { marked, marks } from '#app/lib/marks.ts'

/** Arrow keys between the month's open days, as in a date grid: a day sideways, a week up or down. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

function moveInMonth(event: KeyboardEvent) {
  const step = STEPS[event.key]
  const cell = (event.target as Element).closest('td')
  const cells = [...(cell?.closest('tbody')?.querySelectorAll('td') ?? [])]
  if (!step || !cell) return
  for (let i = cells.indexOf(cell) + step; i >= 0 && i < cells.length; i += step) {
    const link = cells[i]!.querySelector<HTMLAnchorElement>(marked('dayLink'))
    if (link) {
      event.preventDefault()
      link.focus()
      return
    }
  }
}

/** A month of days in place (decision 59): the page a day's link names, its `dayView` swapped in; else the link. */
export function enhanceDayPicker(picker: HTMLElement, load: typeof fetch = fetch) {
  picker.addEventListener('keydown', moveInMonth)
  picker.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(marked('dayLink'))
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    // The day already shown: nothing to fetch, and the time chosen on it stays chosen.
    if (link.hasAttribute('aria-current')) return
    const date = link.getAttribute(marks.dayLink) ?? ''
    void show(picker, link.href, date, load).catch(() => window.location.assign(link.href))
  })
}

async function show(picker: HTMLElement, href: string, date: string, load: typeof fetch) {
  const answer = await load(href, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
  if (!answer.ok) throw new Error(`day page answered ${answer.status}`)
  const page = new DOMParser().parseFromString(await answer.text(), 'text/html')
  const fresh = page.querySelector(marked('dayView'))
  const view = picker.querySelector(marked('dayView'))
  if (!fresh || !view) throw new Error('no day view')
  view.replaceWith(document.importNode(fresh, true))
  const form = picker.closest('form')
  const action = fresh.closest('form')?.getAttribute('action')
  if (form && action) form.setAttribute('action', action)
  window.history.replaceState(window.history.state, '', href)
  const status = picker.querySelector(marked('dayStatus'))
  if (status) status.textContent = fresh.getAttribute(marks.dayView) ?? ''
  const focus =
    picker.querySelector<HTMLElement>(marked('dayLink', date)) ??
    picker.querySelector<HTMLElement>(`${marked('dayLink')}[aria-current]`)
  focus?.focus()
}
