import {
  closeWhenUnread,
  TOAST_DURATION_MS,
  TOAST_LINK_CLASS,
  type ToastMessage,
} from '#app/components/ui/toast-message.ts'
import { marked, marks } from '#app/lib/marks.ts'

/** toast.tsx's toast without React, in toast-regions.tsx's live regions: the same markup, one at a time (spec §9). */
let stopWaiting = () => {}

const X_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-x size-4" aria-hidden="true"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>'

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const el = document.createElement(tag)
  el.className = className
  if (text !== undefined) el.textContent = text
  return el
}

export function showToast(message: ToastMessage) {
  const destructive = message.variant === 'destructive'
  const regions = document.querySelectorAll<HTMLElement>(marked('toastRegion'))
  for (const region of regions) region.replaceChildren()
  stopWaiting()
  const region = [...regions].find((r) => r.getAttribute(marks.toastRegion) === (destructive ? 'alert' : 'status'))
  if (!region) return

  const card = element(
    'div',
    `pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
      destructive ? 'border-danger-700 bg-danger-700 text-white' : 'border-line bg-white text-ink'
    }`,
  )
  card.dataset.testid = 'toast'
  card.dataset.variant = message.variant ?? 'default'
  const body = element('div', 'min-w-0 flex-1')
  body.append(element('p', 'text-sm font-semibold', message.title))
  if (message.description)
    body.append(element('p', `mt-1 text-sm ${destructive ? 'text-red-50' : 'text-muted'}`, message.description))
  if (message.link) {
    const link = element('a', TOAST_LINK_CLASS, message.link.label)
    link.href = message.link.href
    body.append(link)
  }
  const dismiss = element(
    'button',
    `-m-1 rounded p-1 ${destructive ? 'text-white hover:bg-white/15' : 'text-muted hover:bg-surface'}`,
  )
  dismiss.type = 'button'
  dismiss.innerHTML = `${X_ICON}<span class="sr-only">Dismiss notification</span>`
  dismiss.addEventListener('click', () => (stopWaiting(), card.remove()))
  card.append(body, dismiss)
  region.append(card)
  stopWaiting = message.persist ? () => {} : closeWhenUnread(card, TOAST_DURATION_MS, () => card.remove())
}
