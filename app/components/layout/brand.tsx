import { ShieldCheck } from 'lucide-react'
import { useSite } from '#app/lib/site.ts'

export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const site = useSite()
  return (
    <a
      href="/"
      className="flex items-center gap-2 rounded-md font-bold tracking-tight"
      aria-label={`${site.businessName}, home`}
    >
      <span className="grid size-9 place-items-center rounded-lg bg-brand-600 text-white">
        <ShieldCheck aria-hidden="true" className="size-5" />
      </span>
      <span className={`leading-tight ${tone === 'dark' ? 'text-brand-950' : 'text-white'}`}>{site.businessName}</span>
    </a>
  )
}
