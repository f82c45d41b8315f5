import { Monitor, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#app/lib/cn.ts'
import { previewUrl, useEmailText, type Issue } from './api.ts'

const widths = {
  phone: { label: 'Phone', icon: Smartphone, className: 'w-[375px]' },
  desktop: { label: 'Desktop', icon: Monitor, className: 'w-full max-w-[720px]' },
} as const

/** Sandboxed; the size matters because Gmail clips an email past about 102 KB. */
export function EmailPreview({ issue }: { issue: Issue }) {
  const [width, setWidth] = useState<keyof typeof widths>('desktop')
  const email = useEmailText(issue.id, issue.version)
  const kb = email.data ? Math.ceil(email.data.bytes / 1024) : null
  return (
    <section aria-labelledby="preview-heading" className="mt-8 border-t border-line pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="preview-heading" className="text-lg font-bold">
          Preview
        </h3>
        <div role="group" aria-label="Preview width" className="flex gap-2">
          {(Object.keys(widths) as (keyof typeof widths)[]).map((key) => {
            const { label, icon: Icon } = widths[key]
            return (
              <button
                key={key}
                type="button"
                aria-pressed={width === key}
                className={cn('btn-secondary min-h-10 px-3', width === key && 'border-brand-600 bg-brand-50')}
                onClick={() => setWidth(key)}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </button>
            )
          })}
        </div>
      </div>
      <p className="mt-1 text-sm text-muted">
        {kb === null
          ? 'Measuring the email…'
          : `${kb} KB of HTML${kb > 90 ? ': close to the 100 KB at which Gmail cuts emails off' : ''}.`}{' '}
        The unsubscribe link in the preview is an example; each subscriber gets their own.
      </p>
      <div className="mt-4 overflow-x-auto rounded-xl bg-slate-100 p-3">
        <iframe
          key={issue.version}
          title={`Email preview at ${widths[width].label.toLowerCase()} width`}
          src={previewUrl(issue.id, issue.version)}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          className={cn('mx-auto block h-[640px] rounded-lg border border-line bg-white', widths[width].className)}
        />
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Plain-text version</summary>
        <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-surface p-3 text-xs whitespace-pre-wrap">
          {email.data?.text ?? (email.isError ? 'The plain-text version could not be loaded.' : 'Loading…')}
        </pre>
      </details>
    </section>
  )
}
