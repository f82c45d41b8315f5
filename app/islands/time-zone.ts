import { marked } from '#app/lib/marks.ts'

/**
 * /book's times in the visitor's own zone (decision 40). The server shows the site's zone until
 * it is told another (`?tz=`); on a first visit this asks the browser (Intl) and loads the page
 * again in that zone. Never after a refused form (what was typed would be lost), and never when the
 * address already names a zone, so a zone the visitor chose stays chosen. Choosing another zone is
 * the form's own Show times button: a select that navigated as it changed would move a keyboard
 * user away while they step through the list (WCAG 3.2.2).
 */
export function showTimesInOwnZone(
  form: HTMLFormElement,
  location: Pick<Location, 'href' | 'replace'> = window.location,
) {
  const url = new URL(location.href)
  if (url.searchParams.has('tz') || document.querySelector(marked('errorSummary'))) return
  const select = form.querySelector<HTMLSelectElement>('select[name="timeZone"]')
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (!select || !zone || zone === select.value) return
  url.searchParams.set('tz', zone)
  location.replace(url.toString())
}
