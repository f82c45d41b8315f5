import { LeadIdentityFields } from '#app/features/leads/lead-identity-fields.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { downloadPositions } from '#app/features/leads/lead-options.ts'
import type { ResourceDownloadInput } from '#app/features/leads/lead.schema.ts'
import { attributionField } from '#app/features/leads/attribution.ts'
import { text, useJsonForm } from '#app/lib/forms/use-json-form.ts'

/** Spec §7: after the lead is stored, the browser downloads GET /api/resource-pdf/{title} as {title}.pdf. */
function startDownload(title: string) {
  const link = document.createElement('a')
  link.href = `/api/resource-pdf/${encodeURIComponent(title)}`
  link.download = `${title}.pdf`
  document.body.append(link)
  link.click()
  link.remove()
}

export function ResourceDownloadForm({
  resourceTitle,
  onDone,
  onCancel,
}: {
  resourceTitle: string
  onDone: () => void
  onCancel: () => void
}) {
  const { toast } = useToast()
  const { errors, pending, onSubmit } = useJsonForm({
    loadSchema: () => import('#app/features/leads/lead.schema.ts').then((m) => m.resourceDownloadSchema),
    url: '/api/resource-download',
    extra: attributionField,
    read: (form): ResourceDownloadInput => ({
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      position: text(form, 'position') as ResourceDownloadInput['position'],
      district: text(form, 'district'),
      resourceTitle,
    }),
    onSuccess(form) {
      startDownload(resourceTitle)
      form.reset()
      toast({ title: 'Download Ready!', description: 'Your resource is being prepared for download.' })
      onDone()
    },
    onFailure(error) {
      toast({
        title: 'Download Failed',
        description: error.message || 'Failed to process download request. Please try again.',
        variant: 'destructive',
      })
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
