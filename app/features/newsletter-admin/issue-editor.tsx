import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { Save, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '#app/components/ui/dialog.tsx'
import { Field, TextField } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { RichTextEditor } from '#app/features/blog-admin/rich-text-editor.tsx'
import { failureToast } from '#app/lib/api-client.ts'
import { useDeleteIssue, useSaveIssue, type Issue } from './api.ts'
import { EmailPreview } from './email-preview.tsx'
import { issueFormSchema, issueFormValues, type IssueFormValues } from './issue-form.ts'
import { IssueFigures, IssueStatusBadge, issueWhen } from './issue-list.tsx'
import { SendPanel } from './send-panel.tsx'

/** Values live here too: the rich-text editor is not an input, and "Unsaved changes" compares them (decision 21). */
export function IssueEditor({
  issue: initial,
  recipients,
  timeZone,
  siteUrl,
  onSaved,
  onClose,
}: {
  issue: Issue | null
  recipients: number
  timeZone: string
  siteUrl: string
  onSaved: (issue: Issue) => void
  onClose: () => void
}) {
  const [own, setIssue] = useState<Issue | null>(initial)
  // The list is read again every few seconds while sending: its copy has the newer figures.
  const issue = initial && own && initial.id === own.id && initial.version >= own.version ? initial : own
  const [values, setValues] = useState<IssueFormValues>(() => issueFormValues(initial))
  const save = useSaveIssue()
  const remove = useDeleteIssue()
  const { toast } = useToast()
  const editable = !issue || issue.status === 'draft' || issue.status === 'scheduled'
  const saved = issueFormValues(issue)
  const dirty = (Object.keys(values) as (keyof IssueFormValues)[]).some((k) => values[k] !== saved[k])
  const set = <K extends keyof IssueFormValues>(key: K, value: IssueFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))

  const { form, errors } = useAdminForm({
    schema: issueFormSchema,
    rawValues: true,
    async send() {
      try {
        const { issue: next } = await save.mutateAsync({
          id: issue?.id,
          issue: { ...values, ...(issue ? { version: issue.version, slug: issue.slug } : {}) },
        })
        setIssue(next)
        setValues(issueFormValues(next))
        if (!issue) onSaved(next)
        toast({ title: 'Newsletter saved', description: issue ? 'Your changes are saved.' : 'Your draft is saved.' })
      } catch (error) {
        toast(failureToast('Could not save', error, 'The newsletter could not be saved. Please try again.'))
        throw error
      }
    },
  })

  const [askDelete, setAskDelete] = useState(false)
  async function onDelete() {
    if (!issue) return
    setAskDelete(false)
    try {
      await remove.mutateAsync(issue.id)
      toast({ title: 'Newsletter deleted', description: issue.subject })
      onClose()
    } catch (error) {
      toast(failureToast('Could not delete', error))
    }
  }

  return (
    <section aria-labelledby="issue-heading" className="card p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="issue-heading" tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {issue ? (editable ? 'Edit newsletter' : issue.subject) : 'New newsletter'}
        </h2>
        {issue ? <IssueStatusBadge status={issue.status} /> : null}
      </div>
      {issue ? <p className="mt-1 text-sm text-muted">{issueWhen(issue, timeZone)}</p> : null}
      {issue?.startedAt ? (
        <div className="mt-4 rounded-xl bg-surface p-4">
          <IssueFigures issue={issue} />
          <p className="mt-3 text-xs text-muted">
            We do not track opens or clicks: no pixels, no rewritten links (see the privacy page).
          </p>
        </div>
      ) : null}

      <AdminForm form={form} className="mt-6 grid gap-5" aria-label="Newsletter">
        {editable ? (
          <>
            <TextField
              label="Subject"
              name="subject"
              required
              maxLength={150}
              value={values.subject}
              onChange={(e) => set('subject', e.target.value)}
              errors={errors.subject}
            />
            <TextField
              label="Preview text"
              name="previewText"
              maxLength={200}
              value={values.previewText}
              onChange={(e) => set('previewText', e.target.value)}
              errors={errors.previewText}
              hint="Shown after the subject in most inboxes. One line, up to 200 characters."
            />
            <Field label="Body" required labelledBy errors={errors.body}>
              {(control) => (
                <RichTextEditor
                  value={values.body}
                  onChange={(html) => set('body', html)}
                  aria-labelledby={control['aria-labelledby']}
                  aria-describedby={control['aria-describedby']}
                  aria-invalid={control['aria-invalid']}
                  aria-required
                />
              )}
            </Field>
          </>
        ) : (
          // Sent as it is: once sending began, the server takes only a change of `published`.
          <>
            <input type="hidden" name="subject" value={values.subject} />
            <input type="hidden" name="previewText" value={values.previewText} />
          </>
        )}
        {/* The rich-text editor is not a form control: the body the form checks is this one. */}
        <input type="hidden" name="body" value={values.body} />
        <div className="flex items-start gap-3 text-sm">
          <input
            id="issue-published"
            type="checkbox"
            name="published"
            aria-describedby="issue-published-hint"
            className="mt-0.5 size-4 accent-brand-600"
            checked={values.published}
            onChange={(e) => set('published', e.target.checked)}
          />
          <div>
            <label htmlFor="issue-published" className="font-medium">
              Publish in the newsletter archive
            </label>
            <p id="issue-published-hint" className="text-muted">
              Once sending begins, anyone can read it at {siteUrl.replace(/^https?:\/\//, '')}/newsletter
              {issue ? `/${issue.slug}` : ''}, and the email links to it (“View in browser”).
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={save.isPending || (issue !== null && !dirty)}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? 'Saving...' : issue ? 'Save changes' : 'Save draft'}
          </button>
          {issue && ['draft', 'scheduled', 'cancelled'].includes(issue.status) ? (
            <button
              type="button"
              className="btn-ghost text-danger-700"
              onClick={() => setAskDelete(true)}
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </button>
          ) : null}
          {dirty && issue ? (
            <p className="text-sm text-muted" role="status">
              Unsaved changes: save to preview and send them.
            </p>
          ) : null}
        </div>
      </AdminForm>

      <ConfirmDialog
        open={askDelete}
        onClose={() => setAskDelete(false)}
        title="Delete this newsletter?"
        description="It has not been sent to anyone. Deleting it cannot be undone."
        action="Delete"
        danger
        onConfirm={() => void onDelete()}
      >
        <p className="text-sm font-medium">{issue?.subject}</p>
      </ConfirmDialog>
      {issue ? (
        <>
          <EmailPreview issue={issue} />
          <SendPanel issue={issue} recipients={recipients} timeZone={timeZone} dirty={dirty} onChange={setIssue} />
        </>
      ) : null}
    </section>
  )
}
