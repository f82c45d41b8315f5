import { Loader2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { TextAreaField } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { noteSchema } from '#app/features/leads/lead.schema.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { fieldErrors } from '#app/lib/zod.ts'
import { useAddNote } from './api.ts'

/**
 * A note on one request. The body is checked with the server's schema before it is sent, and the
 * server's field error is shown the same way; what was typed stays until the note is saved.
 */
export function NoteForm({ contactId }: { contactId: number }) {
  const { toast } = useToast()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const addNote = useAddNote(contactId)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const parsed = noteSchema.safeParse({ body })
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).body?.[0] ?? parsed.error.message)
      return
    }
    setError(null)
    try {
      await addNote.mutateAsync(parsed.data.body)
      setBody('')
      toast({ title: 'Note Added' })
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.body?.[0] ?? err.message) : 'Please try again.')
    }
  }

  return (
    <form onSubmit={submit} className="mt-4" aria-label="Add a note" noValidate>
      <TextAreaField
        name="body"
        label="Note"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={5000}
        errors={error ? [error] : undefined}
        announce
        placeholder="What was said, what comes next…"
        controlClassName="py-2"
      />
      <div className="mt-2 flex justify-end">
        <button type="submit" className="btn-secondary min-h-10 px-4" disabled={addNote.isPending || !body.trim()}>
          {addNote.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          Add note
        </button>
      </div>
    </form>
  )
}
