import { LeadIdentityFields } from '#app/features/leads/lead-identity-fields.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { downloadPositions } from '#app/features/leads/lead-options.ts'
import { resourceDownloadForm, resourcePdf } from '#app/features/leads/lead-forms.ts'
import { useLeadForm } from '#app/features/leads/use-lead-form.ts'
import { downloadUrl } from '#app/lib/download.ts'

/**
 * The download dialog's form. `data-lead-form` and the hidden `resourceTitle` are what the script
 * of the page without React (app/islands/resources.ts) works with; the server draws this form in
 * the closed dialog for it.
 */
export function ResourceDownloadForm({
  resourceTitle,
  onDone,
  onCancel,
}: {
  resourceTitle: string
  onDone: () => void
  onCancel: () => void
}) {
  const { errors, pending, onSubmit } = useLeadForm({
    ...resourceDownloadForm,
    onStored() {
      downloadUrl(...resourcePdf(resourceTitle))
      onDone()
    },
  })
  return (
    <form
      noValidate
      data-lead-form="resource-download"
      onSubmit={onSubmit}
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <Honeypot />
      <input type="hidden" name="resourceTitle" value={resourceTitle} />
      <LeadIdentityFields positions={downloadPositions} errors={errors} />
      <div className="sm:col-span-2">
        <PrivacyNote />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" data-action="cancel" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? resourceDownloadForm.pending : 'Download PDF'}
        </button>
      </div>
    </form>
  )
}
