import { Clock, MailCheck, ShieldAlert, type LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { cn } from '#app/lib/cn.ts'

export const authLink = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2'

export function AuthCard({
  icon: Icon,
  title,
  lead,
  children,
}: {
  icon: LucideIcon
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-brand-950 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">
        <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-600 text-white">
          <Icon aria-hidden="true" className="size-7" />
        </div>
        <h1 className="mt-5 text-center text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-center text-sm text-muted">{lead}</p>
        {children}
      </div>
    </main>
  )
}

const tones = {
  refused: { role: 'alert', Icon: ShieldAlert, colors: 'border-red-300 bg-red-50 text-danger-700' },
  notice: { role: 'status', Icon: Clock, colors: 'border-amber-300 bg-amber-50 text-amber-900' },
  sent: { role: 'status', Icon: MailCheck, colors: 'border-green-300 bg-green-50 text-green-900' },
} as const

/** A refusal is an alert; news (signed out, a link sent) is a status. */
export function AuthMessage({ tone, id, children }: { tone: keyof typeof tones; id?: string; children: ReactNode }) {
  const { role, Icon, colors } = tones[tone]
  return (
    <div id={id} role={role} className={cn('mt-6 flex gap-2 rounded-lg border p-3 text-sm font-medium', colors)}>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </div>
  )
}

/** A labelled input of these pages; `children` go between it and its error. */
export function AuthField({
  id,
  label,
  error,
  className,
  children,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; error?: string; children?: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={[input['aria-describedby'], error && `${id}-error`].filter(Boolean).join(' ') || undefined}
        className={cn(
          'block w-full rounded-lg border border-slate-500 px-3 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none',
          className,
        )}
      />
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}
