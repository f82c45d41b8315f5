import { Download } from 'lucide-react'

const CSV_TABLES = [
  ['visitors', 'Visitors and page views'],
  ['funnel', 'Funnel'],
  ['pages', 'Top pages'],
  ['referrers', 'Referring sites'],
  ['campaigns', 'Campaigns'],
  ['posts', 'Blog posts'],
] as const

export function TrafficDownloads({ query }: { query: string }) {
  return (
    <div className="card p-5">
      <h3 className="font-semibold">Download the figures (CSV)</h3>
      <ul className="mt-3 flex flex-wrap gap-3">
        {CSV_TABLES.map(([table, label]) => (
          <li key={table}>
            <a className="btn-secondary" href={`/api/admin/traffic/export?${query}&table=${table}`} download>
              <Download aria-hidden="true" className="size-4" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
