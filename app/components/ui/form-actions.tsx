export function FormActions({
  label,
  pending,
  onCancel,
  pendingLabel = 'Checking...',
}: {
  label: string
  pending: boolean
  onCancel: () => void
  pendingLabel?: string
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      <button type="button" className="btn-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
