import { useEffect, useState } from 'react'
import { formatDuration, urgency, type LeadStatus } from '#app/features/leads/lead-status.ts'
import { cn } from '#app/lib/cn.ts'

/** Waiting times run on the server's clock, the one reminders use. */
export function useServerNow(serverNow: string | undefined): number {
  const [now, setNow] = useState(() => (serverNow ? new Date(serverNow).getTime() : Date.now()))
  useEffect(() => {
    const offset = serverNow ? new Date(serverNow).getTime() - Date.now() : 0
    const update = () => setNow(Date.now() + offset)
    const first = setTimeout(update, 0)
    const timer = setInterval(update, 30_000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [serverNow])
  return now
}

const tones = {
  ok: 'border-line bg-white text-slate-700',
  due: 'border-amber-300 bg-amber-50 text-amber-900',
  overdue: 'border-red-300 bg-red-50 text-red-800',
}
const words = { ok: 'Waiting', due: 'Due soon', overdue: 'Overdue' }

/** In words as well as colour. */
export function ResponseTime({
  status,
  createdAt,
  firstResponseAt,
  now,
}: {
  status: LeadStatus
  createdAt: string
  firstResponseAt: string | null
  now: number
}) {
  if (firstResponseAt) {
    const took = new Date(firstResponseAt).getTime() - new Date(createdAt).getTime()
    return (
      <span className="text-sm whitespace-nowrap text-slate-700" data-sla="answered">
        Replied in {formatDuration(took)}
      </span>
    )
  }
  if (status !== 'new') return <span className="text-sm text-muted">—</span>
  const waited = now - new Date(createdAt).getTime()
  const level = urgency(waited)
  return (
    <span
      data-sla={level}
      className={cn(
        'inline-flex flex-col rounded-lg border px-2 py-1 text-xs leading-tight font-semibold whitespace-nowrap',
        tones[level],
      )}
    >
      <span>{words[level]}</span>
      <span className="font-normal">{formatDuration(waited)}</span>
    </span>
  )
}
