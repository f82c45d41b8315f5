// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { z } from '#app/lib/zod.ts'
import { text } from './form-values.ts'
import { CHECKS_UNAVAILABLE, newSubmitGuard, startAfresh, submitJsonForm, type SubmissionView } from './submit.ts'

const schema = z.object({
  email: z.string().email('Enter a valid email address.'),
  name: z.string().min(1, 'Enter your name.'),
})
type Values = z.infer<typeof schema>

const submission = {
  loadSchema: async () => schema,
  url: '/api/subscribe',
  read: (form: HTMLFormElement): Values => ({ email: text(form, 'email'), name: text(form, 'name') }),
  extra: () => ({ attribution: { source: 'newsletter' } }),
}

function formWith(values: Record<string, string>) {
  document.body.innerHTML = `<form>
    <input name="name" id="name"><input name="email" id="email"><input name="website" id="website">
  </form>`
  const form = document.querySelector('form')!
  for (const [name, value] of Object.entries(values)) (form.elements.namedItem(name) as HTMLInputElement).value = value
  return form
}

function recordingView() {
  const calls: string[] = []
  const view: SubmissionView<Values> = {
    showErrors: vi.fn((errors) => void calls.push(`errors ${Object.keys(errors).join(',') || 'none'}`)),
    setPending: vi.fn((on) => void calls.push(`pending ${on}`)),
    onSuccess: vi.fn((_values, current) => void calls.push(`success current=${current}`)),
    onFailure: vi.fn((error) => void calls.push(`failure ${error.message}`)),
  }
  return { view, calls }
}

/** A fetch that answers each POST when the test says so. */
function heldFetch() {
  const bodies: unknown[] = []
  const replies: ((response: Response) => void)[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string))
      return new Promise<Response>((resolve) => replies.push(resolve))
    }),
  )
  return { bodies, replies, answer: (i: number, response: Response) => replies[i]!(response) }
}

const ok = () => new Response(JSON.stringify({ success: true }), { status: 201 })
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 })

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

it('refuses invalid input with the schema’s messages, focuses the first field and sends nothing', async () => {
  const fetch = heldFetch()
  const form = formWith({ name: '', email: 'not-an-email' })
  const { view } = recordingView()
  await submitJsonForm(form, newSubmitGuard(), submission, view)
  expect(view.showErrors).toHaveBeenCalledWith({
    email: ['Enter a valid email address.'],
    name: ['Enter your name.'],
  })
  expect(document.activeElement).toBe(form.elements.namedItem('email'))
  expect(fetch.bodies).toEqual([])
  expect(view.setPending).not.toHaveBeenCalledWith(true)
})

it('posts once however often the form is submitted while the first is under way', async () => {
  const fetch = heldFetch()
  const form = formWith({ name: 'Dana Reyes', email: 'dana@maplewood.k12.example', website: '' })
  const guard = newSubmitGuard()
  const { view, calls } = recordingView()
  const first = submitJsonForm(form, guard, submission, view)
  // the second and third clicks come while the schema is still loading, before the button is disabled
  await submitJsonForm(form, guard, submission, view)
  await submitJsonForm(form, guard, submission, view)
  await until(() => fetch.bodies.length >= 1)
  fetch.answer(0, ok())
  await first
  expect(fetch.bodies).toEqual([
    { name: 'Dana Reyes', email: 'dana@maplewood.k12.example', attribution: { source: 'newsletter' } },
  ])
  expect(calls).toEqual(['errors none', 'pending true', 'success current=true', 'pending false'])
  // free again afterwards
  const again = submitJsonForm(form, guard, submission, view)
  await until(() => fetch.bodies.length === 2)
  fetch.answer(1, ok())
  await again
})

it('sends the honeypot only when a bot filled it in', async () => {
  const fetch = heldFetch()
  const form = formWith({ name: 'Dana Reyes', email: 'dana@maplewood.k12.example', website: 'https://spam.example' })
  const pending = submitJsonForm(form, newSubmitGuard(), submission, recordingView().view)
  await until(() => fetch.bodies.length === 1)
  fetch.answer(0, ok())
  await pending
  expect(fetch.bodies[0]).toMatchObject({ website: 'https://spam.example' })
})

it('shows the server’s field errors beside their fields and keeps what was typed', async () => {
  const fetch = heldFetch()
  const form = formWith({ name: 'Dana Reyes', email: 'dana@maplewood.k12.example' })
  const { view, calls } = recordingView()
  const pending = submitJsonForm(form, newSubmitGuard(), submission, view)
  await until(() => fetch.bodies.length === 1)
  fetch.answer(
    0,
    new Response(JSON.stringify({ message: 'Please correct the fields.', errors: { name: ['Too long.'] } }), {
      status: 400,
    }),
  )
  await pending
  expect(calls).toEqual([
    'errors none',
    'pending true',
    'errors name',
    'failure Please correct the fields.',
    'pending false',
  ])
  expect(document.activeElement).toBe(form.elements.namedItem('name'))
  expect((form.elements.namedItem('email') as HTMLInputElement).value).toBe('dana@maplewood.k12.example')
})

it('a reply to a form started afresh reaches only onSuccess, told it is not current', async () => {
  const fetch = heldFetch()
  const form = formWith({ name: 'Dana Reyes', email: 'dana@maplewood.k12.example' })
  const guard = newSubmitGuard()
  const { view, calls } = recordingView()
  const stale = submitJsonForm(form, guard, submission, view)
  await until(() => fetch.bodies.length === 1)
  startAfresh(guard)
  // the form is free at once: a new submission goes out while the old reply is still on its way
  const fresh = submitJsonForm(form, guard, submission, view)
  await until(() => fetch.bodies.length === 2)
  fetch.answer(0, ok())
  await stale
  expect(calls.slice(-1)).toEqual(['success current=false'])
  expect(calls).not.toContain('pending false') // the stale reply does not free the fresh submission's button
  fetch.answer(1, ok())
  await fresh
  expect(calls.slice(-2)).toEqual(['success current=true', 'pending false'])
})

it('says so when the form’s checks cannot be fetched, and lets the visitor try again', async () => {
  const fetch = heldFetch()
  const form = formWith({ name: 'Dana Reyes', email: 'dana@maplewood.k12.example' })
  const guard = newSubmitGuard()
  const { view, calls } = recordingView()
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const gone = {
    ...submission,
    loadSchema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  }
  await submitJsonForm(form, guard, gone, view)
  expect(calls).toEqual([`failure ${CHECKS_UNAVAILABLE}`, 'pending false'])
  expect(fetch.bodies).toEqual([])
  expect(guard.busy).toBe(false)
  expect(logged).toHaveBeenCalledWith('The form could not load its checks:', expect.any(TypeError))
  logged.mockRestore()
  expect((form.elements.namedItem('name') as HTMLInputElement).value).toBe('Dana Reyes')
})
