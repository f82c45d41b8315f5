import type { ToastMessage } from '#app/components/ui/toast-message.ts'
import type { JsonSubmission } from '#app/lib/forms/submit.ts'
import { text } from '#app/lib/forms/form-values.ts'
import type { ContactInput, NewsletterInput, ResourceDownloadInput } from './lead.schema.ts'

/**
 * What a public lead form posts and says, apart from how it is drawn: shared by the React forms
 * (contact-form.tsx, newsletter-form.tsx, resource-download-form.tsx) and the script of the pages
 * without React (app/islands/site.ts and resources.ts, docs/decisions/0031), so both send the
 * same body and show the same words.
 * No React here.
 */
export interface LeadFormSpec<T> extends Omit<JsonSubmission<T>, 'extra'> {
  /** the submit button's words while the request is on its way */
  pending: string
  success: ToastMessage
  failure: { title: string; fallback: string }
}

export const contactForm: LeadFormSpec<ContactInput> = {
  url: '/api/contacts',
  loadSchema: () => import('./lead.schema.ts').then((m) => m.contactSchema),
  read(form) {
    return {
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      position: text(form, 'position') as ContactInput['position'],
      district: text(form, 'district'),
      studentCount: (text(form, 'studentCount') || undefined) as ContactInput['studentCount'],
      services: new FormData(form).getAll('services').map(String) as ContactInput['services'],
      message: text(form, 'message') || undefined,
    }
  },
  pending: 'Sending...',
  success: {
    title: 'Success!',
    description: "Your consultation request has been submitted. We'll contact you within 4 hours.",
    // The call itself can be booked at once (decision 40): a next step the page shows nowhere else,
    // so the toast stays until dismissed (decision 59).
    link: { href: '/book', label: 'Pick a time for the call' },
    persist: true,
  },
  failure: { title: 'Submission Failed', fallback: 'Failed to submit contact form. Please try again.' },
}

export const newsletterForm: LeadFormSpec<NewsletterInput> = {
  url: '/api/newsletter',
  loadSchema: () => import('./lead.schema.ts').then((m) => m.newsletterSchema),
  read: (form) => ({ email: text(form, 'email') }),
  pending: 'Subscribing...',
  success: { title: 'Success!', description: "You've been subscribed to our newsletter." },
  failure: { title: 'Subscription Failed', fallback: 'Failed to subscribe to newsletter. Please try again.' },
}

/**
 * The resource library's download dialog. The resource's title travels in the form (a hidden
 * field the dialog fills as it opens); once the lead is stored, the browser downloads
 * GET /api/resource-pdf/{title} as {title}.pdf (spec §7, `resourcePdf`).
 */
export const resourceDownloadForm: LeadFormSpec<ResourceDownloadInput> = {
  url: '/api/resource-download',
  loadSchema: () => import('./lead.schema.ts').then((m) => m.resourceDownloadSchema),
  read: (form) => ({
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    position: text(form, 'position') as ResourceDownloadInput['position'],
    district: text(form, 'district'),
    resourceTitle: text(form, 'resourceTitle'),
  }),
  pending: 'Preparing...',
  success: { title: 'Download Ready!', description: 'Your resource is being prepared for download.' },
  failure: { title: 'Download Failed', fallback: 'Failed to process download request. Please try again.' },
}

/** Where a resource's PDF is, and the name it is saved under. */
export const resourcePdf = (title: string) =>
  [`/api/resource-pdf/${encodeURIComponent(title)}`, `${title}.pdf`] as const

/** The public lead forms, by the name their pages post in `leadForm` (lead-form-action.server.ts). */
export type LeadFormName = 'contact' | 'newsletter' | 'resource-download'

/** The hidden field that tells a page's action which of its lead forms was posted. */
export const LEAD_FORM_FIELD = 'leadForm'

/** Where a page form's action sends the visitor once the lead is stored (Post/Redirect/Get). */
export const submittedPath = {
  contact: '/submitted/consultation',
  newsletter: '/submitted/newsletter',
} as const

/** The page of one resource: its download form without a script, and the link once it is given. */
export const resourcePagePath = (slug: string, ready = false) => `/resources/${slug}${ready ? '?ready' : ''}`
