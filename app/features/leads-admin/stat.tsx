export function Stat({
  label,
  value,
  note,
  tone,
}: {
  label: string
  value: string
  note?: string
  tone?: 'good' | 'bad'
}) {
  return (
    <div className="card p-5">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd
        className={`mt-2 text-3xl font-bold ${tone === 'good' ? 'text-success-700' : tone === 'bad' ? 'text-danger-700' : ''}`}
      >
        {value}
      </dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  )
}
