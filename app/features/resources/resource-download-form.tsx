import { LeadIdentityFields } from '#app/features/leads/lead-identity-fields.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { downloadPositions } from '#app/features/leads/lead-options.ts'
import type { ResourceDownloadInput } from '#app/features/leads/lead.schema.ts'
import { useLeadForm } from '#app/features/leads/use-lead-form.ts'
import { downloadUrl } from '#app/lib/download.ts'
import { text } from '#app/lib/forms/form-values.ts'

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
    loadSchema: () => import('#app/features/leads/lead.schema.ts').then((m) => m.resourceDownloadSchema),
    url: '/api/resource-download',
    read: (form): ResourceDownloadInput => ({
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      position: text(form, 'position') as ResourceDownloadInput['position'],
      district: text(form, 'district'),
      resourceTitle,
    }),
    success: { title: 'Download Ready!', description: 'Your resource is being prepared for download.' },
    failure: { title: 'Download Failed', fallback: 'Failed to process download request. Please try again.' },
    onStored() {
      // Spec §7: once the lead is stored, the browser downloads GET /api/resource-pdf/{title} as {title}.pdf.
      downloadUrl(`/api/resource-pdf/${encodeURIComponent(resourceTitle)}`, `${resourceTitle}.pdf`)
      onDone()
    },
  })
  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-4 sm:grid-cols-2">
      <Honeypot />
      <LeadIdentityFields positions={downloadPositions} errors={errors} />
      <div className="sm:col-span-2">
        <PrivacyNote />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Preparing...' : 'Download PDF'}
        </button>
      </div>
    </form>
  )
}
