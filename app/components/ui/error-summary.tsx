import type { ReactNode } from 'react'
import { mark } from '#app/lib/marks.ts'

/** Takes the focus as the page loads (`autofocus` needs no script): the user starts from what to fix. */
export function ErrorSummary({
  id,
  title,
  problems = [],
  children,
  className,
}: {
  id: string
  title: string
  problems?: readonly (readonly [string, string])[]
  children?: ReactNode
  className?: string
}) {
  return (
    <div
      id={id}
      tabIndex={-1}
      // The point of the summary: the page was drawn to answer this form (decision 33).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      aria-labelledby={`${id}-title`}
      role="group"
      className={`rounded-lg border border-danger-600 bg-red-50 p-4 text-sm text-danger-700 outline-none focus:ring-2 focus:ring-danger-600 ${className ?? ''}`}
      {...mark('errorSummary')}
    >
      <p id={`${id}-title`} className="font-semibold">
        {title}
      </p>
      {problems.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {problems.map(([field, message]) => (
            <li key={field}>
              <a href={`#${field}`} className="underline underline-offset-2">
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  )
}
