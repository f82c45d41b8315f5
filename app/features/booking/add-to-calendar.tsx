import { CalendarPlus, Download } from 'lucide-react'

export type CalendarLinks = Record<'google' | 'outlookWork' | 'outlookPersonal' | 'ics', string>

const linkClass = 'btn-secondary min-h-11 justify-start'

/** "Add to calendar": plain links; the outside ones send no referrer (the page's address is the private link). */
export function AddToCalendar({ links }: { links: CalendarLinks }) {
  const outside = [
    ['Google Calendar', links.google],
    ['Outlook (work or school)', links.outlookWork],
    ['Outlook.com', links.outlookPersonal],
  ] as const
  return (
    <section className="card p-6" aria-labelledby="add-heading">
      <h2 id="add-heading" className="text-lg font-bold">
        Add it to your calendar
      </h2>
      <p className="mt-1 text-sm text-muted">The invitation we emailed does this too, and moves with the meeting.</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {outside.map(([name, href]) => (
          <li key={name}>
            <a href={href} rel="noreferrer noopener" className={`${linkClass} w-full`}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {name}
            </a>
          </li>
        ))}
        <li>
          <a href={links.ics} download="consultation.ics" className={`${linkClass} w-full`}>
            <Download aria-hidden="true" className="size-4" />
            Apple Calendar and others (.ics)
          </a>
        </li>
      </ul>
    </section>
  )
}
