import { useActionData } from 'react-router'

/** The public lead forms, by the name their pages post in `leadForm` (lead-form-action.server.ts). */
export type LeadFormName = 'contact' | 'newsletter' | 'resource-download'

/** The hidden field that tells a page's action which of its lead forms was posted. */
export const LEAD_FORM_FIELD = 'leadForm'

/**
 * A lead form posted without a script and refused (decision 33): drawn again on its page with the
 * visitor's input, each field's message beside it and a summary that takes the focus. `busy`: the
 * site was flooded and asked for the proof of work a script would have done.
 */
export interface LeadFormRefusal {
  leadForm: LeadFormName
  message: string
  errors: Record<string, string[]>
  /** what the visitor typed, the honeypot left out */
  values: Record<string, string | string[]>
  busy?: boolean
}

/** This form's refusal, when the page was drawn as the answer to posting it. */
export function useLeadFormRefusal(form: LeadFormName): LeadFormRefusal | undefined {
  const data = useActionData() as LeadFormRefusal | undefined
  return data?.leadForm === form ? data : undefined
}

/** Where a page form's action sends the visitor once the lead is stored (Post/Redirect/Get). */
export const submittedPath = {
  contact: '/submitted/consultation',
  newsletter: '/submitted/newsletter',
} as const

/** The page of one resource: its download form without a script, and the link once it is given. */
export const resourcePagePath = (slug: string, ready = false) => `/resources/${slug}${ready ? '?ready' : ''}`
