import { attributionField } from '#app/features/leads/attribution.ts'
import type { LeadFormSpec } from '#app/features/leads/lead-forms.ts'
import { newSubmitGuard, startAfresh, submitJsonForm } from '#app/lib/forms/submit.ts'
import { marked, marks } from '#app/lib/marks.ts'
import { showToast } from './toast.ts'

/** field-error.tsx's and field.tsx's classes: the error drawn as the server draws it. */
const ERROR_CLASS = 'mt-1.5 text-sm font-medium text-danger-700'
const INVALID_CLASS = 'border-danger-600'

/**
 * Taken over from its plain post (decision 33). `startAfresh` frees a reused form (the dialog opened
 * for another resource): a reply still on its way then runs only `onStored` and its toast.
 */
export function enhanceLeadForm<T>(
  form: HTMLFormElement,
  spec: LeadFormSpec<T>,
  onStored?: (values: T, current: boolean) => void,
) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const words = button && [...button.childNodes].reverse().find((n) => n.nodeType === Node.TEXT_NODE)
  const idle = words?.textContent ?? ''
  const setPending = (on: boolean) => {
    if (button) button.disabled = on
    if (words) words.textContent = on ? spec.pending : idle
  }
  const guard = newSubmitGuard()

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void submitJsonForm(
      form,
      guard,
      { ...spec, extra: attributionField },
      {
        showErrors: (errors) => showErrors(form, errors),
        setPending,
        onSuccess: (values, current) => {
          onStored?.(values, current)
          if (current) form.reset()
          showToast(spec.success)
        },
        onFailure: (error) =>
          showToast({
            title: spec.failure.title,
            description: error.message || spec.failure.fallback,
            variant: 'destructive',
          }),
      },
    )
  })

  return {
    startAfresh() {
      startAfresh(guard)
      setPending(false)
      form.reset()
      showErrors(form, {})
    },
  }
}

/** Those the server drew included, and its summary of a refused post. */
function showErrors(form: HTMLFormElement, errors: Record<string, string[]>) {
  for (const summary of form.querySelectorAll(marked('errorSummary'))) summary.remove()
  for (const shown of form.querySelectorAll<HTMLElement>(marked('fieldError'))) {
    const described = form.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(shown.id)}"]`)
    if (described) {
      const rest = described
        .getAttribute('aria-describedby')!
        .split(' ')
        .filter((id) => id !== shown.id)
      if (rest.length) described.setAttribute('aria-describedby', rest.join(' '))
      else described.removeAttribute('aria-describedby')
      described.removeAttribute('aria-invalid')
      described.classList.remove(INVALID_CLASS)
    }
    shown.remove()
  }
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages[0]
    const named = form.elements.namedItem(name)
    const control = named instanceof RadioNodeList ? named[0] : named
    if (!message || !(control instanceof HTMLElement)) continue
    // A group of checkboxes is described as a whole (its fieldset), a single control by itself.
    const group =
      control instanceof HTMLInputElement && control.type === 'checkbox' ? control.closest('fieldset') : null
    const described = group ?? control
    const id = group ? `${name}-error` : `${control.id}-error`
    const host = group ?? control.closest<HTMLElement>(marked('field')) ?? control.parentElement!
    const error = document.createElement('p')
    error.id = id
    error.className = host.getAttribute(marks.errorClass) ?? ERROR_CLASS
    error.setAttribute(marks.fieldError, '')
    error.textContent = message
    host.append(error)
    described.setAttribute(
      'aria-describedby',
      [described.getAttribute('aria-describedby'), id].filter(Boolean).join(' '),
    )
    if (!group) {
      described.setAttribute('aria-invalid', 'true')
      described.classList.add(INVALID_CLASS)
    }
  }
}
