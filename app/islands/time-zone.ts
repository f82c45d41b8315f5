import { marked } from '#app/lib/marks.ts'

/**
 * Never after a refused form (what was typed would be lost) nor over a `?tz=` already chosen
 * (decision 40). A select that navigated on change would break WCAG 3.2.2: the form has a button.
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
