import { cn } from '#app/lib/cn.ts'

export function PrivacyNote({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <p className={cn('text-xs', tone === 'dark' ? 'text-slate-300' : 'text-muted', className)}>
      We use these details only to reply and to send what you asked for.{' '}
      <a href="/privacy" className={`underline ${tone === 'dark' ? 'text-white' : 'text-brand-700'}`}>
        Privacy notice
      </a>
    </p>
  )
}
