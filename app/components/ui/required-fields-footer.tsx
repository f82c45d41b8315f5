import type { ReactNode } from 'react'

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
