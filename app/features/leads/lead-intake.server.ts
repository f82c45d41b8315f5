import { publicForm, type IntakeDeps } from '#app/lib/forms/public-form.server.ts'
import { contactSchema, newsletterSchema, resourceDownloadSchema } from './lead.schema.ts'
import type { LeadService } from './leads-service.server.ts'

export type LeadIntake = ReturnType<typeof createLeadIntake>

const IDENTITY = ['firstName', 'lastName', 'email', 'position', 'district'] as const

/** The one way in for the public forms (decision 53); a filled honeypot is answered as if stored. */
export function createLeadIntake({ leads, ...deps }: IntakeDeps & { leads: LeadService }) {
  return {
    contact: publicForm(deps, {
      gate: 'contact',
      schema: contactSchema,
      path: '/api/contacts',
      fields: [...IDENTITY, 'studentCount', 'message'],
      lists: ['services'],
      honeypot: () => undefined,
      store: (input, { client }) => leads.createContact(input, { client }).then(() => undefined),
    }),

    newsletter: publicForm(deps, {
      gate: 'newsletter',
      schema: newsletterSchema,
      path: '/api/newsletter',
      fields: ['email'],
      honeypot: () => undefined,
      store: (input, { client }) => leads.subscribe(input, { client }).then(() => undefined),
    }),

    download: publicForm(deps, {
      gate: 'download',
      schema: resourceDownloadSchema,
      path: '/api/resource-download',
      fields: [...IDENTITY, 'resourceTitle'],
      honeypot: (body) => ({
        resourceTitle: String((body as { resourceTitle?: unknown } | undefined)?.resourceTitle ?? ''),
      }),
      check: leads.checkDownload,
      store: async (input) => ({ resourceTitle: (await leads.recordDownload(input)).resourceTitle }),
    }),
  }
}
