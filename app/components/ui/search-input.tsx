import { Search } from 'lucide-react'
import { useId } from 'react'
import { cn } from '#app/lib/cn.ts'

export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string
  /** controlled when given; otherwise the box keeps what is typed (a page served without React) */
  value?: string
  onChange?: (value: string) => void
  placeholder?: string
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        placeholder={placeholder}
        className="min-h-12 w-full rounded-xl border border-slate-500 bg-white py-3 pr-3 pl-10 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
      />
    </div>
  )
}
