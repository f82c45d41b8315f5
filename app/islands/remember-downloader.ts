/**
 * "Remember me on this device" on the download form (issue 56): a visitor who asks for it has their
 * name, email, role and district kept in this browser's local storage, and the next download form
 * opens filled in, one tap from the PDF. Nothing is sent anywhere until they download; unticking
 * the box forgets them at once. Local storage, not a cookie: it never travels with a request.
 * The box is drawn only where a script runs (`noscript:hidden`), since only this script keeps it.
 */
const KEY = 'schoolshield:downloader'
const FIELDS = ['firstName', 'lastName', 'email', 'position', 'district'] as const
type Details = Record<(typeof FIELDS)[number], string>

function saved(): Partial<Details> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null')
    return value && typeof value === 'object' ? (value as Partial<Details>) : null
  } catch {
    return null
  }
}

function write(details: Details | null) {
  try {
    if (details) localStorage.setItem(KEY, JSON.stringify(details))
    else localStorage.removeItem(KEY)
  } catch {
    // Storage refused (private mode, full): the form works as before, without remembering.
  }
}

/** Fills `form` from what was remembered, and keeps it so: after each download, reset or untick. */
export function rememberDownloader(form: HTMLFormElement): (values: Details) => void {
  const box = form.querySelector<HTMLInputElement>('input[name="rememberMe"]')
  if (!box) return () => {}
  function fill() {
    const details = saved()
    if (!details) return
    for (const name of FIELDS) {
      const control = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
      if (control && typeof details[name] === 'string') control.value = details[name]
    }
    box!.checked = true
  }
  box.addEventListener('change', () => {
    if (!box.checked) write(null)
  })
  // A form emptied after a download or opened afresh for another resource: filled again after the reset.
  form.addEventListener('reset', () => setTimeout(fill))
  fill()
  return (values) =>
    write(box.checked ? (Object.fromEntries(FIELDS.map((name) => [name, values[name]])) as Details) : null)
}
