import type { ReactNode } from 'react'

/**
 * The last row of a public form: the note that starred fields are required, and the form's submit
 * button (`children`). `spanColumns` when the form is a two-column grid and the row spans both.
 */
export function RequiredFieldsFooter({
  spanColumns = false,
  children,
}: {
  spanColumns?: boolean
  children: ReactNode
}) {
  return (
    <div
      className={`flex flex-col gap-3 ${spanColumns ? 'sm:col-span-2 ' : ''}sm:flex-row sm:items-center sm:justify-between`}
    >
      <p className="text-xs text-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">required</span> are required.
      </p>
      {children}
    </div>
  )
}
