import { downloadBlob } from '#app/lib/download.ts'
import { postPdfFileName } from '#app/lib/pdf-file-name.ts'
import type { BlogPost } from './post.ts'

/** Shared by post-actions.tsx and app/islands/post-actions.ts (decision 31); no React here. */
export const COPIED_MS = 2000

export type SharedPost = Pick<BlogPost, 'slug' | 'title' | 'excerpt'>

export function shareLinks(post: SharedPost, url: string) {
  const summary = post.excerpt || post.title
  return {
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(post.title)}&url=${encodeURIComponent(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    linkedin: `https://www.linkedin.com/shareArticle?mini=true&url=${encodeURIComponent(url)}&title=${encodeURIComponent(post.title)}&summary=${encodeURIComponent(summary)}`,
  }
}

export function popup(url: string) {
  const left = Math.max(0, (window.screen.width - 600) / 2)
  const top = Math.max(0, (window.screen.height - 400) / 2)
  window.open(url, 'share', `width=600,height=400,left=${left},top=${top},noopener,noreferrer`)
}

/** Under the spec's file name. */
export async function downloadPostPdf(post: Pick<SharedPost, 'slug' | 'title'>) {
  const res = await fetch(`/api/blog/${post.slug}/pdf`, { credentials: 'include' })
  if (!res.ok) throw new Error(String(res.status))
  downloadBlob(await res.blob(), postPdfFileName(post.title))
}

export const pdfMessages = {
  success: { title: 'PDF Generated', description: 'Your PDF has been downloaded successfully.' },
  failure: { title: 'PDF Generation Failed', description: 'Unable to generate PDF. Please try again.' },
}

export const copyMessages = {
  success: { title: 'Link copied!', description: 'The blog post link has been copied to your clipboard.' },
  failure: { title: 'Copy failed', description: 'Unable to copy link to clipboard.' },
}
