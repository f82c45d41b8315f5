/**
 * The home page's only script (docs/decisions/0031): the page is drawn by the server and needs
 * React for nothing a visitor does there, so instead of React and React Router (91 KiB) it gets
 * this, which does what their components do on this page: the phone menu and section links, the
 * consultation and newsletter forms, their toasts, the scroll to the URL's anchor, and the
 * first-touch attribution. A link to another page loads that page, which brings React.
 *
 * Built on its own by the `islands` plugin in vite.config.ts, so nothing shared with the React
 * pages (the framework chunk, the 'site' chunk) comes with it. Import nothing that imports React.
 */
import { captureAttribution } from '#app/features/leads/attribution.ts'
import { contactForm, newsletterForm } from '#app/features/leads/lead-forms.ts'
import { scrollToHashSoon } from '#app/lib/scroll.ts'
import { enhanceLeadForm } from './lead-form.ts'
import { enhanceMenu } from './menu.ts'

const specs = { contact: contactForm, newsletter: newsletterForm } as const

captureAttribution()
enhanceMenu()
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-lead-form]')) {
  const spec = specs[form.dataset.leadForm as keyof typeof specs]
  if (spec) enhanceLeadForm<unknown>(form, spec)
}
scrollToHashSoon()
// What app/root.tsx marks once React has hydrated: the page now does what its controls say.
document.documentElement.dataset.hydrated = 'true'
