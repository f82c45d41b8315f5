import type { Db } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { Contact, Newsletter, ResourceDownload } from './lead.schema.ts'
import {
  createContact,
  listContacts,
  listDownloads,
  listNewsletters,
  recordDownload,
  subscribe,
  unsubscribe,
} from './leads.server.ts'

export type LeadService = ReturnType<typeof createLeadService>

/**
 * The rules for leads: a download must name a resource of the catalogue, and every stored lead
 * wakes the email outbox, whose messages were committed with it (decision 5).
 */
export function createLeadService({
  db,
  resourceTitles,
  unsubscribeUrl,
  emailQueued,
}: {
  db: Db
  /** the catalogue's titles (content/resources.ts) */
  resourceTitles: readonly string[]
  /** the signed one-click unsubscribe link for an address */
  unsubscribeUrl: (email: string) => string
  /** called after a lead and its emails are committed */
  emailQueued: () => void
}) {
  return {
    async createContact(input: Contact) {
      const contact = await createContact(db, input)
      emailQueued()
      return contact
    },
    async subscribe(input: Newsletter) {
      await subscribe(db, input.email, input.attribution, unsubscribeUrl)
      emailQueued()
    },
    async recordDownload(input: ResourceDownload) {
      if (!resourceTitles.includes(input.resourceTitle)) {
        throw new DomainError('invalid', 'Please choose a resource from the library', { field: 'resourceTitle' })
      }
      const download = await recordDownload(db, input)
      emailQueued()
      return download
    },
    unsubscribe: (email: string) => unsubscribe(db, email),
    listContacts: () => listContacts(db),
    listNewsletters: () => listNewsletters(db),
    listDownloads: () => listDownloads(db),
  }
}
