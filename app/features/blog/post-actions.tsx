import { Check, Download, Link2, Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import { useToastedAction } from '#app/components/ui/use-toasted-action.ts'
import {
  COPIED_MS,
  copyMessages,
  downloadPostPdf,
  pdfMessages,
  popup,
  shareLinks,
  type SharedPost,
} from './post-share.ts'

/**
 * Spec §4/§7: Download PDF (Generating... while busy), share pop-ups 600x400, Copy Link (Copied! for
 * 2 s). The data attributes let the script of the pages without React do the same
 * (app/islands/post-actions.ts); both icons of Copy Link are drawn and `data-copied` shows one.
 */
export function PostActions({ post, url }: { post: SharedPost; url: string }) {
  const { toast } = useToast()
  const [copied, setCopied] = useState(false)
  const [busy, downloadPdf] = useToastedAction(() => downloadPostPdf(post), pdfMessages)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast(copyMessages.success)
    } catch {
      toast({ ...copyMessages.failure, variant: 'destructive' })
    }
  }

  const share = shareLinks(post, url)
  const shareButton = 'btn-secondary px-3'
  return (
    <section
      aria-labelledby="helpful-heading"
      className="mt-14 rounded-2xl border border-line bg-surface p-6 sm:p-8 print:hidden"
      data-post-actions=""
      data-slug={post.slug}
      data-title={post.title}
      data-url={url}
    >
      <h2 id="helpful-heading" className="text-xl font-bold">
        Found this helpful?
      </h2>
      <p className="mt-1 text-sm text-muted">
        Save it as a PDF for your next cabinet or board meeting, or share it with a colleague.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={downloadPdf} disabled={busy} data-action="pdf">
          <Download aria-hidden="true" className="size-4" />
          {busy ? 'Generating...' : 'Download PDF'}
        </button>
        <button type="button" className={shareButton} onClick={() => popup(share.x)} data-share={share.x}>
          <Share2 aria-hidden="true" className="size-4" />
          Share on X
        </button>
        <button type="button" className={shareButton} onClick={() => popup(share.facebook)} data-share={share.facebook}>
          <Share2 aria-hidden="true" className="size-4" />
          Share on Facebook
        </button>
        <button type="button" className={shareButton} onClick={() => popup(share.linkedin)} data-share={share.linkedin}>
          <Share2 aria-hidden="true" className="size-4" />
          Share on LinkedIn
        </button>
        <button
          type="button"
          className={`group ${shareButton}`}
          onClick={copyLink}
          data-action="copy"
          data-copied={copied ? '' : undefined}
        >
          <Check aria-hidden="true" className="hidden size-4 text-success-700 group-data-copied:block" />
          <Link2 aria-hidden="true" className="size-4 group-data-copied:hidden" />
          {copied ? 'Copied!' : 'Copy Link'}
        </button>
      </div>
    </section>
  )
}
