import { downloadBlob, fileNameOf } from '#app/lib/download.ts'
import { marked, marks } from '#app/lib/marks.ts'
import { QUIZ_ANCHOR } from '#app/features/quiz/quiz-steps.ts'

/**
 * No rule of the quiz is here: every step is the server's page, fetched as the browser would and
 * drawn in place (decision 56). Should a fetch fail, the form or link works without this script.
 */
export function enhanceQuiz(region: HTMLElement) {
  const status = document.querySelector<HTMLElement>(marked('quizStatus'))
  let busy = false
  let drawn = location.pathname + location.search
  const depth = () => (history.state as { quizDepth?: number } | null)?.quizDepth ?? 0
  if (history.state === null) history.replaceState({ quizDepth: 0 }, '')

  async function draw(url: string, init: RequestInit | undefined, push: boolean, fallback: () => void) {
    if (busy) return
    busy = true
    try {
      const response = await fetch(url, { ...init, headers: { Accept: 'text/html' } })
      const page = new DOMParser().parseFromString(await response.text(), 'text/html')
      const next = page.querySelector(marked('quiz'))
      if (!next) throw new Error(`${url} answered ${response.status} without the quiz`)
      region.replaceChildren(...next.childNodes)
      document.title = page.title
      const address = new URL(response.url)
      if (push && response.ok) {
        history.pushState({ quizDepth: depth() + 1 }, '', `${address.pathname}${address.search}#${QUIZ_ANCHOR}`)
        drawn = address.pathname + address.search
      }
      settle()
    } catch (error) {
      console.error('The quiz could not draw its next step:', error)
      fallback()
    } finally {
      busy = false
    }
  }

  function settle() {
    syncSubmit()
    // Where the step's address lands without a script: the card at the top, under the header, so
    // a phone shows the question, its options and the button together.
    region.firstElementChild?.scrollIntoView({ block: 'start' })
    region.querySelector<HTMLElement>(`${marked('quizFocus')}, [autofocus]`)?.focus({ preventScroll: true })
    const said = region.querySelector(marked('quizAnnounce'))
    if (status) status.textContent = said ? [...said.children].map((part) => part.textContent).join(' ') : ''
  }

  function syncSubmit() {
    const form = region.querySelector<HTMLFormElement>(`#${QUIZ_ANCHOR} form`)
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (form && button) button.disabled = !form.querySelector('input:checked')
  }

  region.addEventListener('change', syncSubmit)
  region.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    event.preventDefault()
    const body = new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)]))
    if (form.closest(marked('quizReport'))) void sendReport(form, body)
    else void draw(form.action, { method: 'POST', body }, true, () => form.submit())
  })
  region.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest<HTMLAnchorElement>(`${marked('quizStep')}, ${marked('quizBack')}`)
    if (!link) return
    if (link.hasAttribute(marks.quizStep)) {
      event.preventDefault()
      void draw(link.href, undefined, true, () => location.assign(link.href))
    } else if (document.referrer.startsWith(`${location.origin}/`)) {
      // Spec §2: Back to Resources is the browser's Back, past the quiz's own steps, when the
      // visitor came from this site; otherwise the link to the resources.
      event.preventDefault()
      history.go(-(depth() + 1))
    }
  })
  addEventListener('popstate', () => {
    if (location.pathname + location.search === drawn) return
    drawn = location.pathname + location.search
    void draw(location.href, undefined, false, () => location.reload())
  })

  async function sendReport(form: HTMLFormElement, body: URLSearchParams) {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (!button || button.disabled) return
    const words = [...button.childNodes].reverse().find((n) => n.nodeType === Node.TEXT_NODE)
    const idle = words?.textContent ?? ''
    button.disabled = true
    if (words) words.textContent = button.getAttribute(marks.pending) ?? idle
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        body,
        headers: { Accept: 'application/pdf, text/html' },
      })
      const section = form.closest(marked('quizReport'))!
      if (response.ok && response.headers.get('content-type')?.startsWith('application/pdf')) {
        downloadBlob(
          await response.blob(),
          fileNameOf(response.headers.get('content-disposition')) ?? 'quiz report.pdf',
        )
        const template = section.querySelector<HTMLTemplateElement>(`template${marked('quizReportSent')}`)!
        const sent = document.importNode(template.content, true).firstElementChild as HTMLElement
        sent.querySelector(marked('quizReportEmail'))!.textContent = body.get('email')
        form.replaceWith(sent)
        sent.focus()
        return
      }
      const page = new DOMParser().parseFromString(await response.text(), 'text/html')
      const refused = page.querySelector(`${marked('quizReport')} form`)
      if (!refused) throw new Error(`the report answered ${response.status} without its form`)
      form.replaceWith(refused)
      refused.querySelector<HTMLElement>(marked('errorSummary'))?.focus()
    } catch (error) {
      console.error('The report could not be sent in place:', error)
      form.submit()
    } finally {
      button.disabled = false
      if (words) words.textContent = idle
    }
  }

  syncSubmit()
}
