import { COPIED_MS, copyMessages, downloadPostPdf, pdfMessages, popup } from '#app/features/blog/post-share.ts'
import { showToast } from './toast.ts'

/** The last text node of a button: its words, beside its icon. */
const wordsOf = (button: HTMLButtonElement) =>
  [...button.childNodes].reverse().find((node) => node.nodeType === Node.TEXT_NODE)

/**
 * A post's "Found this helpful?" buttons (app/features/blog/post-actions.tsx) without React:
 * Download PDF (Generating... while it is made), the share pop-ups, Copy Link (Copied! for 2 s),
 * with the same toasts.
 */
export function enhancePostActions() {
  const section = document.querySelector<HTMLElement>('[data-post-actions]')
  if (!section) return
  const post = { slug: section.dataset.slug!, title: section.dataset.title! }
  const url = section.dataset.url!

  for (const button of section.querySelectorAll<HTMLButtonElement>('button[data-share]'))
    button.addEventListener('click', () => popup(button.dataset.share!))

  const pdf = section.querySelector<HTMLButtonElement>('button[data-action="pdf"]')
  const pdfWords = pdf && wordsOf(pdf)
  pdf?.addEventListener('click', async () => {
    pdf.disabled = true
    if (pdfWords) pdfWords.textContent = 'Generating...'
    try {
      await downloadPostPdf(post)
      showToast(pdfMessages.success)
    } catch {
      showToast({ ...pdfMessages.failure, variant: 'destructive' })
    } finally {
      pdf.disabled = false
      if (pdfWords) pdfWords.textContent = 'Download PDF'
    }
  })

  const copy = section.querySelector<HTMLButtonElement>('button[data-action="copy"]')
  const copyWords = copy && wordsOf(copy)
  let timer: ReturnType<typeof setTimeout> | undefined
  copy?.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(url)
      copy.dataset.copied = ''
      if (copyWords) copyWords.textContent = 'Copied!'
      clearTimeout(timer)
      timer = setTimeout(() => {
        delete copy.dataset.copied
        if (copyWords) copyWords.textContent = 'Copy Link'
      }, COPIED_MS)
      showToast(copyMessages.success)
    } catch {
      showToast({ ...copyMessages.failure, variant: 'destructive' })
    }
  })
}
