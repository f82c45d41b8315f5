import {
  PAGINATION_ELLIPSIS_CLASS,
  PAGINATION_NAV_CLASS,
  pageControlClass,
  pageItems,
  pageLabels,
} from '#app/components/ui/page-items.ts'
import { resourceDownloadForm, resourcePdf } from '#app/features/leads/lead-forms.ts'
import {
  downloadDialogTitle,
  filterResources,
  resourceCount,
  resourcePage,
  resourcePageCount,
  RESOURCE_PAGES_LABEL,
} from '#app/features/resources/resource-list.ts'
import { downloadUrl } from '#app/lib/download.ts'
import { marked, marks } from '#app/lib/marks.ts'
import { enhanceLeadForm } from './lead-form.ts'
import { rememberDownloader } from './remember-downloader.ts'

// resource-library.tsx without React, on the HTML the server drew (decision 31).
type Step = 'previous' | 'next'

const OFF_PAGE = 'script:hidden'

export function enhanceResourceLibrary(root: HTMLElement) {
  const search = root.querySelector<HTMLInputElement>('input[type="search"]')!
  const count = root.querySelector<HTMLElement>(marked('resourceCount'))!
  const empty = root.querySelector<HTMLElement>(marked('resourceEmpty'))!
  const pages = root.querySelector<HTMLElement>(marked('resourcePages'))!
  const entries = [...root.querySelectorAll<HTMLElement>(`li${marked('resourceCard')}`)].map((card) => {
    // The server hides the cards off page 1 only while a script runs (`script:hidden`, for a
    // visitor without one every card shows); from here on this script decides, with `hidden`.
    if (card.classList.contains(OFF_PAGE)) {
      card.classList.remove(OFF_PAGE)
      card.hidden = true
    }
    const title = card.getAttribute(marks.resourceCard)!
    return { card, title, description: card.getAttribute(marks.resourceDescription) ?? '' }
  })
  const list = entries[0]?.card.parentElement
  const icon = (step: Step) => pages.querySelector(`${marked('step', step)} svg`)?.cloneNode(true)
  const arrows = { previous: icon('previous') ?? '‹', next: icon('next') ?? '›' }
  let page = 1

  /** After a press, an arrow keeps the focus while it can go on; else the focus goes to the page shown. */
  function draw(pressed?: Step | 'page') {
    const matching = filterResources(entries, search.value)
    const shown = new Set(resourcePage(matching, page))
    for (const entry of entries) entry.card.hidden = !shown.has(entry)
    const words = resourceCount(matching.length, entries.length)
    // The count is a live region: it speaks when its words change, not on every redraw.
    if (count.textContent !== words) count.textContent = words
    empty.hidden = matching.length > 0
    if (list) list.hidden = matching.length === 0
    const nav = drawPageControls(resourcePageCount(matching.length))
    if (nav && pressed) {
      const arrow = pressed === 'page' ? null : nav.querySelector<HTMLButtonElement>(marked('step', pressed))
      ;(arrow && !arrow.disabled ? arrow : nav.querySelector<HTMLElement>('[aria-current="page"]'))?.focus()
    }
  }

  function drawPageControls(total: number) {
    if (total <= 1) return pages.replaceChildren()
    const control = (
      target: number,
      content: Node | string,
      name: string,
      state: { current?: boolean; disabled?: boolean; step?: Step },
    ) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = pageControlClass(state)
      button.setAttribute(marks.page, String(target))
      if (state.step) button.setAttribute(marks.step, state.step)
      button.setAttribute('aria-label', name)
      if (state.current) button.setAttribute('aria-current', 'page')
      button.disabled = Boolean(state.disabled)
      button.append(typeof content === 'string' ? content : content.cloneNode(true))
      return button
    }
    const nav = document.createElement('nav')
    nav.className = PAGINATION_NAV_CLASS
    nav.setAttribute('aria-label', RESOURCE_PAGES_LABEL)
    nav.append(control(page - 1, arrows.previous, pageLabels.previous, { disabled: page <= 1, step: 'previous' }))
    for (const item of pageItems(page, total)) {
      const span = document.createElement('span')
      if (item === 'ellipsis') {
        span.setAttribute('aria-hidden', 'true')
        span.className = PAGINATION_ELLIPSIS_CLASS
        span.textContent = '…'
      } else span.append(control(item, String(item), pageLabels.page(item), { current: item === page }))
      nav.append(span)
    }
    nav.append(control(page + 1, arrows.next, pageLabels.next, { disabled: page >= total, step: 'next' }))
    pages.replaceChildren(nav)
    return nav
  }

  // On the parent, so the controls the server drew answer too.
  pages.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(`button${marked('page')}`)
    if (!button || button.disabled) return
    page = Number(button.getAttribute(marks.page))
    draw((button.getAttribute(marks.step) as Step | null) ?? 'page')
    root.scrollIntoView({ block: 'start' })
  })
  search.addEventListener('input', () => {
    page = 1
    draw()
  })
  empty.querySelector('button')?.addEventListener('click', () => {
    search.value = ''
    page = 1
    draw()
    // The button is gone with the empty state: the visitor goes on from the search box.
    search.focus()
  })
  // A search the browser kept (back to the page) or typed before this script arrived.
  if (search.value) draw()

  const dialog = root.querySelector('dialog')
  const form = dialog?.querySelector<HTMLFormElement>(`form${marked('leadForm', 'resource-download')}`)
  if (!dialog || !form) return
  const heading = dialog.querySelector('h2')!
  const chosen = form.elements.namedItem('resourceTitle') as HTMLInputElement
  const remember = rememberDownloader(form)
  const { startAfresh } = enhanceLeadForm(form, resourceDownloadForm, (values, current) => {
    remember(values)
    downloadUrl(...resourcePdf(values.resourceTitle))
    // A reply to an earlier opening leaves the dialog opened since for another resource alone.
    if (current) dialog.close()
  })
  for (const { card, title } of entries) {
    // A link to the resource's own page, where its form works without this script (decision 33).
    card.querySelector<HTMLElement>(marked('download'))?.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      startAfresh()
      chosen.value = title
      heading.textContent = downloadDialogTitle(title)
      dialog.showModal()
    })
  }
  for (const button of dialog.querySelectorAll(`${marked('dialogClose')}, ${marked('postAction', 'cancel')}`))
    button.addEventListener('click', () => dialog.close())
  // Keyboard users have Escape.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
}
