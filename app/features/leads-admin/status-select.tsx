import { useToast } from '#app/components/ui/toast.tsx'
import { leadKinds, type LeadKind } from '#app/features/leads/lead-kinds.ts'
import { leadStatuses, type LeadStatus } from '#app/features/leads/lead-status.ts'
import { failureToast } from '#app/lib/api-client.ts'
import { cn } from '#app/lib/cn.ts'
import { useChangeStatus } from './api.ts'
import { Select } from '#app/components/ui/select.tsx'

const statusTones: Record<LeadStatus, string> = {
  new: 'border-brand-200 bg-brand-50 text-brand-800',
  contacted: 'border-sky-200 bg-sky-50 text-sky-900',
  qualified: 'border-violet-200 bg-violet-50 text-violet-900',
  won: 'border-green-200 bg-green-50 text-green-900',
  lost: 'border-slate-300 bg-slate-100 text-slate-700',
}

/** Any kind's lead (decision 62). Shows the status asked for while pending; a refusal falls back to the cached one, which never changed. */
export function StatusSelect({
  kind,
  id,
  status,
  name,
}: {
  kind: LeadKind
  id: number
  status: LeadStatus
  name: string
}) {
  const { toast } = useToast()
  const change = useChangeStatus({
    onError: (error) => toast(failureToast('Status Not Changed', error)),
  })
  const shown = change.isPending ? change.variables.status : status

  return (
    <Select
      aria-label={`Status of ${name}'s ${leadKinds[kind].noun}`}
      value={shown}
      // Not `disabled`: that would drop the keyboard focus to the page. Choices wait for the answer.
      aria-disabled={change.isPending || undefined}
      data-status={shown}
      onChange={(e) => {
        if (!change.isPending) change.mutate({ kind, id, status: e.target.value as LeadStatus })
      }}
      className={cn(
        'min-h-9 rounded-lg border py-1 pr-7 pl-2.5 text-sm font-semibold focus:ring-2 focus:ring-brand-500 focus:outline-none aria-disabled:opacity-70',
        statusTones[shown],
      )}
      options={leadStatuses}
    />
  )
}
