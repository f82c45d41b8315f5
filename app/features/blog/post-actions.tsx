import { Check, Download, Link2, Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import { useToastedAction } from '#app/components/ui/use-toasted-action.ts'
import { downloadBlob } from '#app/lib/download.ts'
import { postPdfFileName } from '#app/lib/pdf-file-name.ts'

/** Spec §4/§7: Download PDF (Generating... while busy), share pop-ups 600x400, Copy Link (Copied! for 2 s). */
export const COPIED_MS = 2000

function popup(url: string) {
  const left = Math.max(0, (window.screen.width - 600) / 2)
  const top = Math.max(0, (window.screen.height - 400) / 2)
  window.open(url, 'share', `width=600,height=400,left=${left},top=${top},noopener,noreferrer`)
}

export function PostActions({ post, url }: { post: { slug: string; title: string; excerpt: string }; url: string }) {
  const { toast } = useToast()
  const [copied, setCopied] = useState(false)
  const [busy, downloadPdf] = useToastedAction(
    async () => {
      const res = await fetch(`/api/blog/${post.slug}/pdf`, { credentials: 'include' })
      if (!res.ok) throw new Error(String(res.status))
      downloadBlob(await res.blob(), postPdfFileName(post.title))
    },
    {
      success: { title: 'PDF Generated', description: 'Your PDF has been downloaded successfully.' },
      failure: { title: 'PDF Generation Failed', description: 'Unable to generate PDF. Please try again.' },
    },
  )

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast({ title: 'Link copied!', description: 'The blog post link has been copied to your clipboard.' })
    } catch {
      toast({ title: 'Copy failed', description: 'Unable to copy link to clipboard.', variant: 'destructive' })
    }
  }

  const summary = post.excerpt || post.title
  const share = {
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(post.title)}&url=${encodeURIComponent(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    linkedin: `https://www.linkedin.com/shareArticle?mini=true&url=${encodeURIComponent(url)}&title=${encodeURIComponent(post.title)}&summary=${encodeURIComponent(summary)}`,
  }
  const shareButton = 'btn-secondary px-3'
  return (
    <section
      aria-labelledby="helpful-heading"
      className="mt-14 rounded-2xl border border-line bg-surface p-6 sm:p-8 print:hidden"
    >
      <h2 id="helpful-heading" className="text-xl font-bold">
        Found this helpful?
      </h2>
      <p className="mt-1 text-sm text-muted">
        Save it as a PDF for your next cabinet or board meeting, or share it with a colleague.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={downloadPdf} disabled={busy}>
          <Download aria-hidden="true" className="size-4" />
          {busy ? 'Generating...' : 'Download PDF'}
        </button>
        <button type="button" className={shareButton} onClick={() => popup(share.x)}>
          <Share2 aria-hidden="true" className="size-4" />
          Share on X
        </button>
        <button type="button" className={shareButton} onClick={() => popup(share.facebook)}>
          <Share2 aria-hidden="true" className="size-4" />
          Share on Facebook
        </button>
        <button type="button" className={shareButton} onClick={() => popup(share.linkedin)}>
          <Share2 aria-hidden="true" className="size-4" />
          Share on LinkedIn
        </button>
        <button type="button" className={shareButton} onClick={copyLink}>
          {copied ? (
            <Check aria-hidden="true" className="size-4 text-success-700" />
          ) : (
            <Link2 aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied!' : 'Copy Link'}
        </button>
      </div>
    </section>
  )
}
