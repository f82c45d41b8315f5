import { MailX } from 'lucide-react'
import { EmailLinkPage, emailLinkQuery } from '#app/features/leads/email-link-page.tsx'
import { servicesContext } from '#app/context.ts'
import type { Route } from './+types/unsubscribe'
import { privateMeta } from '#app/lib/seo.ts'

/** Hydrated by React, unlike the public layout's other pages (decision 31). */
export const handle = { island: false }

export const meta = privateMeta('Unsubscribe')

export const headers = () => ({ 'Cache-Control': 'no-store' })

export const loader = ({ request, context }: Route.LoaderArgs) =>
  emailLinkQuery(request, (link) => context.get(servicesContext).leads.checkLink('unsubscribe', link))

/** GET shows a confirmation; the POST (server/api/email-links.ts) unsubscribes. */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <EmailLinkPage
      query={loaderData}
      action="/unsubscribe"
      ask={{
        icon: MailX,
        title: 'Unsubscribe from the newsletter?',
        body: (
          <>
            <span className="font-medium text-ink">{loaderData.email}</span> will stop receiving the monthly briefing.
          </>
        ),
        button: 'Unsubscribe',
      }}
      done={{
        title: 'You have been unsubscribed',
        body: 'You will not receive the newsletter again. If this was a mistake, you can subscribe again at any time.',
        link: { to: '/#newsletter', label: 'Subscribe again' },
      }}
      invalid={{
        title: 'This link is not valid',
        body: 'Use the unsubscribe link from the most recent newsletter, or reply to any of our emails and we will remove you by hand.',
      }}
    />
  )
}
