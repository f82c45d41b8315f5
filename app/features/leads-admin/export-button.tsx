import { useQueryClient } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useToast } from '#app/components/ui/toast.tsx'
import type { LeadKind } from '#app/features/leads/lead-kinds.ts'
import { failureToast } from '#app/lib/api-client.ts'
import { downloadUrl } from '#app/lib/download.ts'
import { exportUrl, summaryKey, type Summary } from './api.ts'
import { leadColumns } from './lead-columns.ts'
import { listQuery, type ListView } from './use-list-state.ts'

/** For what the search box holds now, even if the list has not caught up with the last keys typed. */
export function ExportButton({ view, typed }: { view: ListView & { tab: LeadKind }; typed: string | undefined }) {
  const { toast } = useToast()
  const queryClient = useQueryClient()

  async function exportCsv() {
    const { tab, status } = view
    const { fileName } = leadColumns[tab]
    const summary = await queryClient
      .fetchQuery<Summary>({ queryKey: summaryKey({ q: typed, status }) })
      .catch((error: unknown) => toast(failureToast('Export Failed', error)))
    if (!summary) return
    const rows = summary.matching[tab]
    if (rows === 0) {
      toast({ title: 'No Data', description: "There's no data to export.", variant: 'destructive' })
      return
    }
    const { page: _page, pageSize: _pageSize, ...query } = listQuery({ ...view, q: typed })
    downloadUrl(exportUrl(tab, query), fileName)
    toast({
      title: 'Export Successful',
      description: `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'} exported to ${fileName}.`,
    })
  }

  return (
    <button type="button" className="btn-secondary" onClick={() => void exportCsv()}>
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </button>
  )
}
