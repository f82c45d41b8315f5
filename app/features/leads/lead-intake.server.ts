import {
  admitSubmission,
  isHoneypotFilled,
  parseInput,
  type FormGateDeps,
  type Sender,
} from '#app/lib/form-gate.server.ts'
import { contactSchema, newsletterSchema, resourceDownloadSchema } from './lead.schema.ts'
import type { LeadService } from './lead-service.server.ts'

/** A public lead form's submission as it arrived: the JSON API's body, or a page form's fields. */
export interface LeadSubmission extends Sender {
  body: unknown
  visitor: Visitor
}

/** What the request says of its sender, for the landing page of their visit (decision 29). */
export interface Visitor {
  /** the client's address as Express resolved it (TRUST_PROXY) */
  address: string
  /** the request's headers, names in lower case */
  headers: Record<string, string | string[] | undefined>
}

export type LeadIntake = ReturnType<typeof createLeadIntake>

/**
 * The three public lead forms, received: the same gate (per-address limit, validation, the flood's
 * proof of work), the same schema and the same service calls, whichever way the form came in
 * (server/api/leads.ts for the script's JSON, app/features/leads/lead-form-action.server.ts for a
 * page posted without one). A filled honeypot is taken as a success and stores nothing. Refusals
 * are DomainErrors: `invalid` with every field's message, `too_many` (a PROOF_REQUIRED reason
 * carries the challenge).
 */
export function createLeadIntake({
  gate,
  leads,
  landingPath,
}: {
  gate: FormGateDeps
  leads: LeadService
  /** where this visitor's visit landed today (null: unknown, or the visitor asked not to be tracked) */
  landingPath: (visitor: Visitor) => Promise<string | null>
}) {
  return {
    async contact(submission: LeadSubmission): Promise<{ stored: boolean }> {
      if (isHoneypotFilled(submission.body, submission, '/api/contacts')) return { stored: false }
      const input = await admitSubmission(gate, 'contact', submission, () => parseInput(contactSchema, submission.body))
      input.attribution.landingPath = await landingPath(submission.visitor)
      await leads.createContact(input, { client: submission.client })
      return { stored: true }
    },

    async newsletter(submission: LeadSubmission): Promise<{ stored: boolean }> {
      if (isHoneypotFilled(submission.body, submission, '/api/newsletter')) return { stored: false }
      const input = await admitSubmission(gate, 'newsletter', submission, () =>
        parseInput(newsletterSchema, submission.body),
      )
      input.attribution.landingPath = await landingPath(submission.visitor)
      await leads.subscribe(input, { client: submission.client })
      return { stored: true }
    },

    /** Returns the title whose PDF the visitor may now download. */
    async download(submission: LeadSubmission): Promise<{ stored: boolean; resourceTitle: string }> {
      if (isHoneypotFilled(submission.body, submission, '/api/resource-download')) {
        const title = (submission.body as { resourceTitle?: unknown } | undefined)?.resourceTitle
        return { stored: false, resourceTitle: String(title ?? '') }
      }
      const input = await admitSubmission(gate, 'download', submission, () =>
        leads.checkDownload(parseInput(resourceDownloadSchema, submission.body)),
      )
      input.attribution.landingPath = await landingPath(submission.visitor)
      const download = await leads.recordDownload(input)
      return { stored: true, resourceTitle: download.resourceTitle }
    },
  }
}
