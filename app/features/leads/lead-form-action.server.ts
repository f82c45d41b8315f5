import { data, redirect } from 'react-router'
import type { Logger } from '#app/lib/logger.server.ts'
import { pageFormAction } from '#app/lib/forms/public-form.server.ts'
import { resources } from '#content/resources.ts'
import type { LeadIntake } from './lead-intake.server.ts'
import { LEAD_FORM_FIELD, resourcePagePath, submittedPath, type LeadFormName } from './lead-forms.ts'

const isLeadForm = (name: unknown): name is LeadFormName =>
  name === 'contact' || name === 'newsletter' || name === 'resource-download'

/** Without a script (decisions 33, 53); nothing goes into a URL but the resource's name. */

export async function leadFormAction(request: Request, intake: LeadIntake, context: { ip: string; log: Logger }) {
  const fields = await request.formData()
  const form = fields.get(LEAD_FORM_FIELD)
  if (!isLeadForm(form)) {
    throw data('This form could not be read. Please reload the page and try again.', { status: 400 })
  }
  if (form === 'resource-download') {
    return pageFormAction(request, fields, form, intake.download, context, ({ resourceTitle }) => {
      const resource = resources.find((r) => r.title === resourceTitle)
      // A honeypot's made-up title has no page: it goes back to the library as if all were well.
      return redirect(resource ? resourcePagePath(resource.slug, true) : '/resources', 303)
    })
  }
  return pageFormAction(request, fields, form, intake[form], context, () => redirect(submittedPath[form], 303))
}
