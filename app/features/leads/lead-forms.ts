import type { ToastMessage } from '#app/components/ui/toast-message.ts'
import type { JsonSubmission } from '#app/lib/forms/submit.ts'
import { text } from '#app/lib/forms/form-values.ts'
import type { ContactInput, NewsletterInput, ResourceDownloadInput } from './lead.schema.ts'

/** Shared by the React forms and the islands (decision 31), so both post and say the same; no React here. */
export interface LeadFormSpec<T> extends Omit<JsonSubmission<T>, 'extra'> {
  pending: string
  success: ToastMessage
  failure: { title: string; fallback: string }
}

const identity = (form: HTMLFormElement) =>
  Object.fromEntries(['firstName', 'lastName', 'email', 'position', 'district'].map((name) => [name, text(form, name)]))

export const contactForm: LeadFormSpec<ContactInput> = {
  url: '/api/contacts',
  loadSchema: () => import('./lead.schema.ts').then((m) => m.contactSchema),
  read: (form) =>
    ({
      ...identity(form),
      studentCount: text(form, 'studentCount') || undefined,
      services: new FormData(form).getAll('services').map(String),
      message: text(form, 'message') || undefined,
    }) as ContactInput,
  pending: 'Sending...',
  success: {
    title: 'Success!',
    description: "Your consultation request has been submitted. We'll contact you within 4 hours.",
    // A next step shown nowhere else, so the toast stays until dismissed (decisions 40, 59).
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
  // Spec §8's words, and true of a double opt-in: nothing is sent until the link is clicked.
  success: {
    title: 'Success!',
    description:
      "You've been subscribed to our newsletter. Check your inbox and click the link in our email to confirm.",
  },
  failure: { title: 'Subscription Failed', fallback: 'Failed to subscribe to newsletter. Please try again.' },
}

/** The title travels in a hidden field the dialog fills as it opens (spec §7). */
export const resourceDownloadForm: LeadFormSpec<ResourceDownloadInput> = {
  url: '/api/resource-download',
  loadSchema: () => import('./lead.schema.ts').then((m) => m.resourceDownloadSchema),
  read: (form) => ({ ...identity(form), resourceTitle: text(form, 'resourceTitle') }) as ResourceDownloadInput,
  pending: 'Preparing...',
  success: { title: 'Download Ready!', description: 'Your resource is being prepared for download.' },
  failure: { title: 'Download Failed', fallback: 'Failed to process download request. Please try again.' },
}

export const resourcePdf = (title: string) =>
  [`/api/resource-pdf/${encodeURIComponent(title)}`, `${title}.pdf`] as const

export type LeadFormName = 'contact' | 'newsletter' | 'resource-download'

export const LEAD_FORM_FIELD = 'leadForm'

/** Where a page form's action sends the visitor once the lead is stored (Post/Redirect/Get). */
export const submittedPath = {
  contact: '/submitted/consultation',
  newsletter: '/submitted/newsletter',
} as const

export const resourcePagePath = (slug: string, ready = false) => `/resources/${slug}${ready ? '?ready' : ''}`
