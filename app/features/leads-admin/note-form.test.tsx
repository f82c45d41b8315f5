// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { contactRow, person } from '../../../tests/component/lead-fixtures.ts'
import { PersonPanel } from './person-panel.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const row = contactRow(3)

/** The server's person view and note endpoint, sharing one list of notes. */
function personApi() {
  const notes: { body: string; at: string }[] = []
  const api = fakeApi({
    'GET /api/admin/person': () => ({ json: { person: person(row, notes) } }),
    'POST /api/admin/contacts/3/notes': ({ body }) => {
      const note = { body: (body as { body: string }).body, at: '2026-03-02T15:05:00.000Z' }
      notes.push(note)
      return { status: 201, json: { note: { id: notes.length, ...note } } }
    },
  })
  return api
}

const panel = <PersonPanel email={row.email} requestId={row.id} timeZone="America/Chicago" onClose={() => undefined} />

it("refuses a note the shared schema refuses, with the schema's message, and sends nothing", async () => {
  const api = personApi()
  renderAdmin(panel)
  const field = await screen.findByLabelText('Note')
  // A control character: the server's noteSchema refuses it, and so does the form before sending.
  fireEvent.change(field, { target: { value: 'Called back\u0007' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add note' }))
  const form = screen.getByRole('form', { name: 'Add a note' })
  expect(await within(form).findByRole('alert')).toHaveProperty(
    'textContent',
    'The note contains characters that are not allowed',
  )
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(field).toHaveProperty('value', 'Called back\u0007')
  expect(api.to('POST', '/api/admin/contacts/3/notes')).toEqual([])
})

it('adds a note: it is sent, the box empties and the note shows in the activity', async () => {
  const api = personApi()
  const user = userEvent.setup()
  renderAdmin(panel)
  const field = await screen.findByLabelText('Note')
  await user.type(field, 'Left a message; calling back Thursday.')
  await user.click(screen.getByRole('button', { name: 'Add note' }))

  expect(await screen.findByTestId('note-body')).toHaveProperty('textContent', 'Left a message; calling back Thursday.')
  expect(api.to('POST', '/api/admin/contacts/3/notes').map((c) => c.body)).toEqual([
    { body: 'Left a message; calling back Thursday.' },
  ])
  await waitFor(() => expect(field).toHaveProperty('value', ''))
  await screen.findByText('Note Added')
  expect(within(screen.getByRole('form', { name: 'Add a note' })).queryByRole('alert')).toBeNull()
})
