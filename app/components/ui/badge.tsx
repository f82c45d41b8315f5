import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  solid: 'bg-brand-600 text-white',
  light: 'bg-white text-brand-700',
  warning: 'bg-amber-100 text-amber-900',
  muted: 'bg-slate-100 text-slate-800',
  success: 'bg-green-50 text-green-800',
}
const sizes = { sm: 'px-2.5 py-0.5', md: 'px-3 py-1' }

export function Badge({
  tone = 'brand',
  size = 'md',
  icon,
  className,
  children,
}: {
  tone?: keyof typeof tones
  size?: keyof typeof sizes
  icon?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full text-xs font-semibold',
        tones[tone],
        sizes[size],
        className,
      )}
    >
      {icon}
      {children}
    </span>
  )
}

export function StateBadge({ label, tone, icon: Icon }: { label: string; tone: keyof typeof tones; icon: LucideIcon }) {
  return (
    <Badge tone={tone} size="sm" icon={<Icon aria-hidden="true" className="size-3" />}>
      {label}
    </Badge>
  )
}
