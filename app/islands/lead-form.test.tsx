// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { ToastRegions } from '#app/components/ui/toast-regions.tsx'
import { ContactForm } from '#app/features/leads/contact-form.tsx'
import { contactForm } from '#app/features/leads/lead-forms.ts'
import type { FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { serverRender } from '../../tests/component/server-render.tsx'
import { enhanceLeadForm } from './lead-form.ts'

/** The form's checks load on the first submit: on a busy machine, more than vi.waitFor's default second. */
const SETTLES = { timeout: 5_000 }

afterEach(() => {
  vi.unstubAllGlobals()
})

const refused: FormRefusal = {
  form: 'contact',
  message: 'Last name is required',
  code: 'invalid',
  errors: { lastName: ['Last name is required'], email: ['Please enter a valid email address'] },
  values: { firstName: 'Ana', email: 'ana at valley view', district: 'Valley View', services: ['compliance'] },
}

async function page(action?: () => unknown) {
  await serverRender(
    <>
      <ContactForm action="/?index" />
      <ToastRegions />
    </>,
    { action },
  )
  const form = document.querySelector('form')!
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement
  return { form, field }
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

it('posts by itself without the script: method, action and the form it names', async () => {
  const { form, field } = await page()
  expect(form.getAttribute('method')).toBe('post')
  expect(form.getAttribute('action')).toBe('/?index')
  expect(field('leadForm').value).toBe('contact')
})

it('takes over a form the server refused: its summary and messages go, its own come, the input stays', async () => {
  const { form, field } = await page(() => refused)
  // As the server drew it: the summary, each message beside its field, the input kept.
  expect(form.querySelector('[data-error-summary]')?.textContent).toContain('Last name is required')
  expect(field('firstName').value).toBe('Ana')
  expect(field('email').getAttribute('aria-invalid')).toBe('true')
  expect(form.querySelector<HTMLInputElement>('input[value="compliance"]')!.checked).toBe(true)

  enhanceLeadForm(form, contactForm)
  field('lastName').value = 'Ruiz'
  submit(form)
  await vi.waitFor(() => expect(form.querySelector('[data-error-summary]')).toBeNull(), SETTLES)
  await vi.waitFor(
    () =>
      expect(document.getElementById(field('email').getAttribute('aria-describedby')!)?.textContent).toBe(
        'Please enter a valid email address',
      ),
    SETTLES,
  )
  // The server's message for the last name went with the summary; the field is no longer marked.
  expect(field('lastName').hasAttribute('aria-invalid')).toBe(false)
  expect(form.querySelectorAll('[data-field-error]')).toHaveLength(2) // the email and the position
  expect(field('firstName').value).toBe('Ana')
  expect(document.activeElement).toBe(field('email'))
})

it('sends a valid form as JSON, empties it and says so in the polite region', async () => {
  const bodies: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string))
      return new Response(JSON.stringify({ success: true }), { status: 201 })
    }),
  )
  const { form, field } = await page()
  enhanceLeadForm(form, contactForm)
  field('firstName').value = 'Marcus'
  field('lastName').value = 'Bell'
  field('email').value = 'marcus@hillcrest.example'
  ;(form.elements.namedItem('position') as HTMLSelectElement).value = 'superintendent'
  field('district').value = 'Hillcrest'
  submit(form)
  await vi.waitFor(
    () => expect(document.querySelector('[data-toast-region="status"]')?.textContent).toContain('Success!'),
    SETTLES,
  )
  // The next step, booking the call itself, is offered in the toast.
  const next = document.querySelector<HTMLAnchorElement>('[data-toast-region="status"] a')
  expect(next?.getAttribute('href')).toBe('/book')
  expect(next?.textContent).toBe('Pick a time for the call')
  expect(bodies).toEqual([
    expect.objectContaining({ firstName: 'Marcus', email: 'marcus@hillcrest.example', position: 'superintendent' }),
  ])
  expect(bodies[0]).not.toHaveProperty('leadForm')
  expect(field('firstName').value).toBe('')
})
