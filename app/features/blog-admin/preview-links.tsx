import { Eye, EyeOff } from 'lucide-react'
import { useId, useState } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import { failureToast } from '#app/lib/api-client.ts'
import { longDate } from '#app/lib/dates.ts'
import { useCreatePreview, useRevokePreviews, type PreviewLink } from './api.ts'

export function PreviewLinks({ postId, timeZone }: { postId: number; timeZone: string }) {
  const { toast } = useToast()
  const headingId = useId()
  const [link, setLink] = useState<PreviewLink | null>(null)
  const failed = (title: string) => (error: unknown) => toast(failureToast(title, error))
  const create = useCreatePreview(postId)
  const revoke = useRevokePreviews(postId)
  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setLink(made)
        toast({
          title: 'Preview Link Ready',
          description: 'Copy it and send it to the person who should read the post.',
        })
      },
      onError: failed('No Preview Link'),
    })
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: ({ revoked }) => {
        setLink(null)
        toast({
          title: 'Preview Links Turned Off',
          description: revoked === 1 ? 'The preview link no longer works.' : `${revoked} preview links no longer work.`,
        })
      },
      onError: failed('Preview Links Still On'),
    })

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Link Copied', description: 'The preview link is on your clipboard.' })
    } catch {
      toast({ variant: 'destructive', title: 'Copy Failed', description: 'Select the link and copy it yourself.' })
    }
  }

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border border-line bg-surface p-5">
      <h3 id={headingId} className="font-semibold">
        Private preview
      </h3>
      <p className="mt-1 text-sm text-muted">
        Anyone with the link can read this post as it will look when published, without signing in, for 7 days or until
        you turn the links off. Search engines never see it. It shows the post as last saved.
      </p>
      {link ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <input
            type="text"
            readOnly
            value={link.url}
            aria-label="Preview link"
            aria-describedby={`${headingId}-expires`}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 w-full flex-1 rounded-lg border border-slate-500 bg-white px-3 font-mono text-sm focus:ring-2 focus:ring-brand-500 focus:outline-none"
          />
          <button type="button" className="btn-secondary" onClick={() => void copy(link.url)}>
            Copy link
          </button>
        </div>
      ) : null}
      {link ? (
        <p id={`${headingId}-expires`} className="mt-2 text-sm text-muted">
          Works until {longDate(link.expiresAt, timeZone)}.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={makeLink} disabled={create.isPending}>
          <Eye aria-hidden="true" className="size-4" />
          {create.isPending ? 'Making a link...' : link ? 'Get another preview link' : 'Get preview link'}
        </button>
        <button
          type="button"
          className="btn-ghost text-danger-700 hover:bg-red-50"
          onClick={turnOff}
          disabled={revoke.isPending}
        >
          <EyeOff aria-hidden="true" className="size-4" />
          Turn off preview links
        </button>
      </div>
    </section>
  )
}
