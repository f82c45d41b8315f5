import { cn } from '#app/lib/cn.ts'

export function StatList({
  stats,
  tiles = false,
}: {
  stats: readonly { label: string; value: string }[]
  tiles?: boolean
}) {
  return (
    <dl
      className={cn(
        'grid grid-cols-3 gap-3',
        tiles ? 'lg:grid-cols-1' : 'rounded-2xl bg-brand-950 p-5 text-white sm:gap-4 sm:p-6',
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className={cn(tiles && 'rounded-2xl border border-white/15 bg-white/5 p-3 sm:p-6')}>
          <dt className="text-xs text-slate-300 sm:text-sm">{stat.label}</dt>
          <dd className={cn('mt-1 text-xl font-bold tracking-tight', tiles ? 'sm:text-4xl' : 'sm:text-3xl')}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
