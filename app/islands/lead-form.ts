import { attributionField } from '#app/features/leads/attribution.ts'
import type { LeadFormSpec } from '#app/features/leads/lead-forms.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { text } from '#app/lib/forms/form-values.ts'
import { focusFirstInvalid, postWithProof } from '#app/lib/forms/submit.ts'
import { showToast } from './toast.ts'

/** The classes of app/components/ui/field-error.tsx, for a field that says none of its own. */
const ERROR_CLASS = 'mt-1.5 text-sm font-medium text-danger-700'
/** What field.tsx adds to a control with an error. */
const INVALID_CLASS = 'border-danger-600'

/**
 * A lead form of a page without React, doing what useLeadForm and useJsonForm do for the
 * React forms: on submit, the same zod schema (loaded then), then a JSON POST with the visit's
 * attribution and a proof of work if the site asks for one; errors next to their fields as
 * field.tsx draws them (the control marked invalid and described by the message), the first
 * one focused; a toast either way; the form emptied once the lead is stored, after `onStored`
 * (the resource library's download). One submission at a time, from the first click on.
 *
 * Returns `startAfresh`, for a form that is reused (the download dialog opened for another
 * resource): it empties the form's errors and frees it, and a reply still on its way then only
 * runs `onStored` (told it is no longer current) and its toast, without touching the form.
 */
export function enhanceLeadForm<T>(
  form: HTMLFormElement,
  spec: LeadFormSpec<T>,
  onStored?: (values: T, current: boolean) => void,
) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const words = button && [...button.childNodes].reverse().find((n) => n.nodeType === Node.TEXT_NODE)
  const idle = words?.textContent ?? ''
  // busy from the click (the schema may still be loading); pending (button disabled) while posting
  let busy = false
  let round = 0
  const setPending = (on: boolean) => {
    if (button) button.disabled = on
    if (words) words.textContent = on ? spec.pending : idle
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    busy = true
    const mine = round
    const current = () => mine === round
    try {
      const values = spec.read(form)
      const [schema, { fieldErrors }] = await Promise.all([spec.loadSchema(), import('#app/lib/zod.ts')])
      if (!current()) return
      const parsed = schema.safeParse(values)
      if (!parsed.success) {
        showErrors(form, fieldErrors(parsed.error))
        return
      }
      showErrors(form, {})
      setPending(true)
      try {
        const website = text(form, 'website')
        await postWithProof(spec.url, { ...values, ...attributionField(), ...(website ? { website } : {}) })
        onStored?.(values, current())
        if (current()) form.reset()
        showToast(spec.success)
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(0, '')
        if (current()) showErrors(form, apiError.fieldErrors)
        showToast({
          title: spec.failure.title,
          description: apiError.message || spec.failure.fallback,
          variant: 'destructive',
        })
      }
    } finally {
      if (current()) {
        busy = false
        setPending(false)
      }
    }
  })

  return {
    startAfresh() {
      round += 1
      busy = false
      setPending(false)
      form.reset()
      showErrors(form, {})
    },
  }
}

/** Replaces the form's field errors with these, and focuses the first. */
function showErrors(form: HTMLFormElement, errors: Record<string, string[]>) {
  for (const shown of form.querySelectorAll<HTMLElement>('[data-island-error]')) {
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
    const host = group ?? control.closest<HTMLElement>('[data-field]') ?? control.parentElement!
    const error = document.createElement('p')
    error.id = id
    error.className = host.dataset.errorClass ?? ERROR_CLASS
    error.dataset.islandError = ''
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
  focusFirstInvalid(form, errors)
}
