/**
 * The only script of every public page, instead of React's 91 KiB (decisions 31, 56). Built on its
 * own by the `islands` plugin: import nothing that imports React.
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
import { rememberDownloader } from './remember-downloader.ts'
import { showTimesInOwnZone } from './time-zone.ts'

captureAttribution()
enhanceMenu()
// The library's download dialog is resources.ts's; a resource's own page has the form by itself.
for (const form of document.querySelectorAll<HTMLFormElement>(`form${marked('leadForm')}`)) {
  if (form.closest('dialog')) continue
  const name = form.getAttribute(marks.leadForm) as LeadFormName
  if (name === 'contact') enhanceLeadForm(form, contactForm)
  else if (name === 'newsletter') enhanceLeadForm(form, newsletterForm)
  else if (name === 'resource-download') {
    const remember = rememberDownloader(form)
    enhanceLeadForm(form, resourceDownloadForm, (values) => {
      remember(values)
      downloadUrl(...resourcePdf(values.resourceTitle))
    })
  }
}
enhancePostActions()
const zoneForm = document.querySelector<HTMLFormElement>(marked('timeZone'))
if (zoneForm) showTimesInOwnZone(zoneForm)
scrollToHashSoon()
// The library's and the quiz's parts come on their pages only; the quiz works without its part
// (decision 56), so its failure is only logged and the page still marked ready.
const library = document.querySelector<HTMLElement>(marked('resourceLibrary'))
const quiz = document.querySelector<HTMLElement>(marked('quiz'))
const libraryReady = library
  ? import('./resources.ts').then((m) => m.enhanceResourceLibrary(library))
  : quiz
    ? import('./quiz.ts').then(
        (m) => m.enhanceQuiz(quiz),
        (error: unknown) => console.error('The quiz could not load:', error),
      )
    : Promise.resolve()
// A booking page's month of days, in place (decision 59); if it cannot load, its days stay links.
const dayPicker = document.querySelector<HTMLElement>(marked('dayPicker'))
const daysReady = dayPicker
  ? import('./day-picker.ts').then(
      (m) => m.enhanceDayPicker(dayPicker),
      (error: unknown) => console.error('The month of days could not load:', error),
    )
  : undefined
const ready = Promise.all([libraryReady, daysReady])
// The mark app/root.tsx sets once hydrated. A library part that cannot be fetched (a dropped
// connection, a deploy between the downloads) leaves the page unmarked and says so in the count.
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
