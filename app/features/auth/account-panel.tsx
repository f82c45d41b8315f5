import type { LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/** One panel of the Account Security page; `action`: a button beside its heading. */
export function AccountPanel({
  name,
  id,
  icon: Icon,
  title,
  action,
  children,
}: {
  name: string
  id?: string
  icon: LucideIcon
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const heading = (
    <h2 id={`${name}-heading`} className="flex items-center gap-2 text-lg font-bold">
      <Icon aria-hidden="true" className="size-5 text-brand-700" />
      {title}
    </h2>
  )
  return (
    <section id={id} aria-labelledby={`${name}-heading`} className={cn('card p-6 sm:p-8', id && 'scroll-mt-6')}>
      {action ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}

/** A form shown in place of the button that opens it: when it closes, keyboard users go on from that button. */
export function useFormInPlace() {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const closed = useRef(false)
  useEffect(() => {
    if (!open && closed.current) opener.current?.focus()
  }, [open])
  return {
    open,
    opener,
    show: () => setOpen(true),
    close() {
      closed.current = true
      setOpen(false)
    },
  }
}
