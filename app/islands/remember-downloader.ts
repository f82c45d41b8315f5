/**
 * Local storage, not a cookie: it never travels with a request. Unticking forgets at once; the box
 * is drawn only where a script runs, since only this script keeps it.
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
