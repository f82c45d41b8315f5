/** A form's own alert: a refusal that names no field (Conform's form errors). */
export function FormAlert({ id, messages }: { id?: string; messages?: string[] }) {
  if (!messages?.length) return null
  return (
    <p id={id} role="alert" className="mt-3 text-sm font-medium text-danger-700">
      {messages[0]}
    </p>
  )
}
