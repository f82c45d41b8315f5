import { COPIED_MS, copyMessages, downloadPostPdf, pdfMessages, popup } from '#app/features/blog/post-share.ts'
import { marked, marks } from '#app/lib/marks.ts'
import { showToast } from './toast.ts'

const wordsOf = (control: HTMLElement) =>
  [...control.childNodes].reverse().find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())

const plainClick = (event: MouseEvent) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)

/** The controls work as links without this script. */
export function enhancePostActions(root: Document = document) {
  const section = root.querySelector<HTMLElement>(marked('postActions'))
  if (!section) return
  const post = { slug: section.getAttribute(marks.postSlug)!, title: section.getAttribute(marks.postTitle)! }
  const url = section.getAttribute(marks.postUrl)!

  for (const link of section.querySelectorAll<HTMLAnchorElement>(marked('share')))
    link.addEventListener('click', (event) => {
      if (!plainClick(event)) return
      event.preventDefault()
      popup(link.getAttribute(marks.share)!)
    })

  const pdf = section.querySelector<HTMLAnchorElement>(marked('postAction', 'pdf'))
  const pdfWords = pdf && wordsOf(pdf)
  pdf?.addEventListener('click', (event) => {
    if (!plainClick(event)) return
    event.preventDefault()
    void download(pdf)
  })
  async function download(pdf: HTMLAnchorElement) {
    if (pdf.hasAttribute('aria-disabled')) return
    pdf.setAttribute('aria-disabled', 'true')
    if (pdfWords) pdfWords.textContent = 'Generating...'
    try {
      await downloadPostPdf(post)
      showToast(pdfMessages.success)
    } catch {
      showToast({ ...pdfMessages.failure, variant: 'destructive' })
    } finally {
      pdf.removeAttribute('aria-disabled')
      if (pdfWords) pdfWords.textContent = 'Download PDF'
    }
  }

  const copy = section.querySelector<HTMLButtonElement>(marked('postAction', 'copy'))
  const copyWords = copy && wordsOf(copy)
  let timer: ReturnType<typeof setTimeout> | undefined
  copy?.addEventListener('click', () => void copyLink(copy))
  async function copyLink(copy: HTMLButtonElement) {
    try {
      await navigator.clipboard.writeText(url)
      copy.setAttribute(marks.copied, '')
      if (copyWords) copyWords.textContent = 'Copied!'
      clearTimeout(timer)
      timer = setTimeout(() => {
        copy.removeAttribute(marks.copied)
        if (copyWords) copyWords.textContent = 'Copy Link'
      }, COPIED_MS)
      showToast(copyMessages.success)
    } catch {
      showToast({ ...copyMessages.failure, variant: 'destructive' })
    }
  }
}
