/** Shown while a post loads on client navigation (spec §2). */
export function PostSkeleton() {
  return (
    <div className="container-page max-w-3xl animate-pulse py-14" aria-busy="true" aria-label="Loading article">
      <div className="h-4 w-28 rounded bg-slate-200" />
      <div className="mt-8 h-6 w-24 rounded-full bg-slate-200" />
      <div className="mt-5 h-10 w-full rounded bg-slate-200" />
      <div className="mt-3 h-10 w-2/3 rounded bg-slate-200" />
      <div className="mt-6 h-4 w-1/2 rounded bg-slate-200" />
      <div className="mt-10 space-y-3">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={`h-4 rounded bg-slate-200 ${i % 3 === 2 ? 'w-4/5' : 'w-full'}`} />
        ))}
      </div>
    </div>
  )
}
