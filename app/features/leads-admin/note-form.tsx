import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { TextAreaField } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { noteSchema } from '#app/features/leads/lead.schema.ts'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { useAddNote } from './api.ts'

export function NoteForm({ contactId }: { contactId: number }) {
  const { toast } = useToast()
  const [body, setBody] = useState('')
  const addNote = useAddNote(contactId)
  const { form, fields } = useAdminForm({
    id: `note-form-${contactId}`,
    schema: noteSchema,
    async send(note) {
      await addNote.mutateAsync(note.body)
      setBody('')
      toast({ title: 'Note Added' })
    },
    failure: (error) => error.message || 'Please try again.',
    failureField: 'body',
  })

  return (
    <AdminForm form={form} className="mt-4" aria-label="Add a note">
      <TextAreaField
        name="body"
        label="Note"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={5000}
        errors={fields.body.errors}
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
    </AdminForm>
  )
}
