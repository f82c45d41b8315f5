import {
  PAGINATION_ELLIPSIS_CLASS,
  PAGINATION_NAV_CLASS,
  pageControlClass,
  pageItems,
  pageLabels,
} from '#app/components/ui/page-items.ts'
import { resourceDownloadForm, resourcePdf } from '#app/features/leads/lead-forms.ts'
import {
  filterResources,
  resourceCount,
  resourcePage,
  resourcePageCount,
} from '#app/features/resources/resource-filter.ts'
import { downloadUrl } from '#app/lib/download.ts'
import { clearFieldErrors, enhanceLeadForm } from './lead-form.ts'

/**
 * The resource library (app/features/resources/resource-library.tsx) without React, on the HTML
 * the server drew: every card (those off the page `hidden`), the empty state, the page controls
 * and the closed download dialog with its form. Search filters by title or description and goes
 * back to page 1 (spec §9); a page control shows its six and scrolls to the list's top; Clear
 * Search empties the box; Download Free opens the dialog afresh for that resource, whose form
 * downloads {title}.pdf once the lead is stored, then closes. The native <dialog> keeps focus
 * inside, closes on Escape and hands focus back to the button that opened it.
 */
export function enhanceResourceLibrary(root: HTMLElement) {
  const search = root.querySelector<HTMLInputElement>('input[type="search"]')!
  const count = root.querySelector<HTMLElement>('[data-resource-count]')!
  const empty = root.querySelector<HTMLElement>('[data-resource-empty]')!
  const pages = root.querySelector<HTMLElement>('[data-resource-pages]')!
  const entries = [...root.querySelectorAll<HTMLElement>('li[data-title]')].map((card) => ({
    card,
    title: card.dataset.title!,
    description: card.dataset.description ?? '',
  }))
  const list = entries[0]?.card.parentElement
  // The arrows' icons and the controls' name, from the page controls the server drew.
  const icon = (name: string) => pages.querySelector(`[aria-label="${name}"] svg`)?.cloneNode(true)
  const arrows = { previous: icon(pageLabels.previous) ?? '‹', next: icon(pageLabels.next) ?? '›' }
  const label = pages.querySelector('nav')?.getAttribute('aria-label') ?? 'Resource pages'
  let page = 1

  /** Shows the current page of what matches the search; `focus` names the page control to focus after. */
  function draw(focus?: string) {
    const matching = filterResources(entries, search.value)
    const shown = new Set(resourcePage(matching, page))
    for (const entry of entries) entry.card.hidden = !shown.has(entry)
    const words = resourceCount(matching.length, entries.length)
    // The count is a live region: it speaks when its words change, not on every redraw.
    if (count.textContent !== words) count.textContent = words
    empty.hidden = matching.length > 0
    if (list) list.hidden = matching.length === 0
    drawPageControls(resourcePageCount(matching.length), focus)
  }

  function drawPageControls(total: number, focus?: string) {
    if (total <= 1) return pages.replaceChildren()
    const control = (content: Node | string, name: string, state: { current?: boolean; disabled?: boolean }) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.className = pageControlClass(state)
      button.setAttribute('aria-label', name)
      if (state.current) button.setAttribute('aria-current', 'page')
      button.disabled = Boolean(state.disabled)
      button.append(typeof content === 'string' ? content : content.cloneNode(true))
      return button
    }
    const nav = document.createElement('nav')
    nav.className = PAGINATION_NAV_CLASS
    nav.setAttribute('aria-label', label)
    nav.append(control(arrows.previous, pageLabels.previous, { disabled: page <= 1 }))
    for (const item of pageItems(page, total)) {
      const span = document.createElement('span')
      if (item === 'ellipsis') {
        span.setAttribute('aria-hidden', 'true')
        span.className = PAGINATION_ELLIPSIS_CLASS
        span.textContent = '…'
      } else span.append(control(String(item), pageLabels.page(item), { current: item === page }))
      nav.append(span)
    }
    nav.append(control(arrows.next, pageLabels.next, { disabled: page >= total }))
    pages.replaceChildren(nav)
    // The control pressed keeps the focus; an arrow that can go no further hands it to the page shown.
    if (focus) {
      const pressed = nav.querySelector<HTMLButtonElement>(`[aria-label="${focus}"]`)
      ;(pressed && !pressed.disabled ? pressed : nav.querySelector<HTMLElement>('[aria-current="page"]'))?.focus()
    }
  }

  // On the parent, so the controls the server drew answer too.
  pages.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button')
    const name = button?.getAttribute('aria-label')
    if (!button || !name || button.disabled) return
    page = name === pageLabels.previous ? page - 1 : name === pageLabels.next ? page + 1 : Number(button.textContent)
    draw(name)
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
  const form = dialog?.querySelector<HTMLFormElement>('form[data-lead-form="resource-download"]')
  if (!dialog || !form) return
  const heading = dialog.querySelector('h2')!
  const chosen = form.elements.namedItem('resourceTitle') as HTMLInputElement
  for (const { card, title } of entries) {
    card.querySelector('button')?.addEventListener('click', () => {
      form.reset()
      clearFieldErrors(form)
      chosen.value = title
      heading.textContent = `Download: ${title}`
      dialog.showModal()
    })
  }
  for (const button of dialog.querySelectorAll('[data-dialog-close], [data-action="cancel"]'))
    button.addEventListener('click', () => dialog.close())
  // A click on the backdrop closes, as a convenience for pointer users; keyboard users have Escape.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
  enhanceLeadForm(form, resourceDownloadForm, (values) => {
    downloadUrl(...resourcePdf(values.resourceTitle))
    dialog.close()
  })
}
