/**
 * The only script of the pages served without React (docs/decisions/0031: every public page but
 * the quiz). They are drawn by the server
 * and need React for nothing a visitor does there, so instead of React and React Router (91 KiB)
 * they get this, which does what their components do: the phone menu and section links, the
 * consultation and newsletter forms with their toasts, a post's PDF, share and copy buttons, a
 * link to the page's end, the scroll to the URL's anchor, and the first-touch attribution. A link to another page loads that page.
 *
 * Built on its own by the `islands` plugin in vite.config.ts, so nothing shared with the React
 * pages (the framework chunk, the 'site' chunk) comes with it. Import nothing that imports React.
 */
import { captureAttribution } from '#app/features/leads/attribution.ts'
import {
  contactForm,
  newsletterForm,
  resourceDownloadForm,
  resourcePdf,
  type LeadFormName,
} from '#app/features/leads/lead-forms.ts'
import { downloadUrl } from '#app/lib/download.ts'
import { marked, marks } from '#app/lib/marks.ts'
import { RESOURCE_LIBRARY_UNAVAILABLE } from '#app/features/resources/library-unavailable.ts'
import { scrollToHashSoon } from '#app/lib/scroll.ts'
import { enhanceLeadForm } from './lead-form.ts'
import { enhanceMenu } from './menu.ts'
import { enhancePostActions } from './post-actions.ts'
import { showTimesInOwnZone } from './time-zone.ts'

captureAttribution()
enhanceMenu()
// The library's download dialog is resources.ts's; a resource's own page has the form by itself.
for (const form of document.querySelectorAll<HTMLFormElement>(`form${marked('leadForm')}`)) {
  if (form.closest('dialog')) continue
  const name = form.getAttribute(marks.leadForm) as LeadFormName
  if (name === 'contact') enhanceLeadForm(form, contactForm)
  else if (name === 'newsletter') enhanceLeadForm(form, newsletterForm)
  else if (name === 'resource-download')
    enhanceLeadForm(form, resourceDownloadForm, (values) => downloadUrl(...resourcePdf(values.resourceTitle)))
}
enhancePostActions()
const zoneForm = document.querySelector<HTMLFormElement>(marked('timeZone'))
if (zoneForm) showTimesInOwnZone(zoneForm)
scrollToHashSoon()
// The resource library's part comes on that page only.
const library = document.querySelector<HTMLElement>(marked('resourceLibrary'))
const libraryReady = library
  ? import('./resources.ts').then((m) => m.enhanceResourceLibrary(library))
  : Promise.resolve()
// A booking page's month of days, in place, on the booking pages only (decision 59); if it cannot
// load, its days stay links to their pages.
const dayPicker = document.querySelector<HTMLElement>(marked('dayPicker'))
const daysReady = dayPicker
  ? import('./day-picker.ts').then(
      (m) => m.enhanceDayPicker(dayPicker),
      (error: unknown) => console.error('The month of days could not load:', error),
    )
  : undefined
const ready = Promise.all([libraryReady, daysReady])
// What app/root.tsx marks once React has hydrated: the page now does what its controls say. A
// library part that cannot be fetched (the connection dropped, or the site was updated between
// the two downloads) leaves the page unmarked and its library inert until the next load, and
// says so where the count of resources is read out; the rest of the page works.
ready.then(
  () => {
    document.documentElement.dataset.hydrated = 'true'
  },
  (error: unknown) => {
    console.error('The resource library could not load:', error)
    const count = library?.querySelector<HTMLElement>(marked('resourceCount'))
    if (count) count.textContent = RESOURCE_LIBRARY_UNAVAILABLE
  },
)
