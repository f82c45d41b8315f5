import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { useFormRefusal } from '#app/lib/forms/form-refusal.ts'
import { LeadForm } from '#app/features/leads/lead-form.tsx'
import { leadFieldId, LeadIdentityFields } from '#app/features/leads/lead-identity-fields.tsx'
import { downloadPositions } from '#app/features/leads/lead-options.ts'
import { mark } from '#app/lib/marks.ts'

const idOf = (name: string) => leadFieldId('download', name)

/** The library's dialog is the script's (app/islands/resources.ts); a resource's own page posts without one (decision 33). */
export function ResourceDownloadForm({ resourceTitle, action }: { resourceTitle: string; action?: string }) {
  const refusal = useFormRefusal('resource-download')
  return (
    <LeadForm
      name="resource-download"
      // In the library's dialog (no `action`), which only the script opens: its action is the library's.
      action={action ?? '/resources'}
      refusal={refusal}
      idOf={idOf}
      summaryClassName="sm:col-span-2"
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="resourceTitle" value={resourceTitle} />
      <LeadIdentityFields form="download" positions={downloadPositions} refusal={refusal} />
      {/* Kept by the page's script in this browser only (app/islands/remember-downloader.ts), so drawn only where one runs. */}
      <div className="flex items-start gap-3 noscript:hidden sm:col-span-2">
        <input
          id={idOf('rememberMe')}
          name="rememberMe"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          aria-describedby={idOf('rememberMe-hint')}
        />
        <div>
          <label htmlFor={idOf('rememberMe')} className="text-sm font-medium text-ink">
            Remember me on this device
          </label>
          <p id={idOf('rememberMe-hint')} className="text-sm text-muted">
            Your details stay in this browser so your next download is one tap. Untick to forget them.
          </p>
        </div>
      </div>
      <PrivacyNote className="sm:col-span-2" />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
        {action ? (
          <a href="/resources" className="btn-secondary">
            Cancel
          </a>
        ) : (
          <button type="button" className="btn-secondary" {...mark('postAction', 'cancel')}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary">
          Download PDF
        </button>
      </div>
    </LeadForm>
  )
}
