export function FormActions({ label, pending, onCancel }: { label: string; pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? 'Checking...' : label}
      </button>
      <button type="button" className="btn-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
