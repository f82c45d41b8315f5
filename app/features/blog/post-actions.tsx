import { Check, Download, Link2, Share2 } from 'lucide-react'
import { mark } from '#app/lib/marks.ts'
import { postPdfFileName } from '#app/lib/pdf-file-name.ts'
import { shareLinks, type SharedPost } from './post-share.ts'

const shareLink = 'btn-secondary px-3'

/** Spec §4/§7. Markup only: the links work without a script; app/islands/post-actions.ts adds the rest. */
export function PostActions({ post, url }: { post: SharedPost; url: string }) {
  const share = shareLinks(post, url)
  return (
    <section
      aria-labelledby="helpful-heading"
      className="mt-14 rounded-2xl border border-line bg-surface p-6 sm:p-8 print:hidden"
      {...mark('postActions')}
      {...mark('postSlug', post.slug)}
      {...mark('postTitle', post.title)}
      {...mark('postUrl', url)}
    >
      <h2 id="helpful-heading" className="text-xl font-bold">
        Found this helpful?
      </h2>
      <p className="mt-1 text-sm text-muted">
        Save it as a PDF for your next cabinet or board meeting, or share it with a colleague.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={`/api/blog/${post.slug}/pdf`}
          download={postPdfFileName(post.title)}
          className="btn-primary aria-disabled:pointer-events-none aria-disabled:opacity-60"
          {...mark('postAction', 'pdf')}
        >
          <Download aria-hidden="true" className="size-4" />
          Download PDF
        </a>
        {(
          [
            ['X', share.x],
            ['Facebook', share.facebook],
            ['LinkedIn', share.linkedin],
          ] as const
        ).map(([network, href]) => (
          <a
            key={network}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={shareLink}
            {...mark('share', href)}
          >
            <Share2 aria-hidden="true" className="size-4" />
            Share on {network}
            <span className="sr-only"> (opens in a new window)</span>
          </a>
        ))}
        <button type="button" className={`group ${shareLink} noscript:hidden`} {...mark('postAction', 'copy')}>
          <Check aria-hidden="true" className="hidden size-4 text-success-700 group-data-copied:block" />
          <Link2 aria-hidden="true" className="size-4 group-data-copied:hidden" />
          Copy Link
        </button>
      </div>
    </section>
  )
}
