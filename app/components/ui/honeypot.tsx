/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order). Bots that fill every input fill it, and the server drops those submissions.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
