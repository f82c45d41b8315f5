import { MailCheck } from 'lucide-react'
import { EmailLinkPage, emailLinkQuery } from '#app/features/leads/email-link-page.tsx'
import { CONFIRM_LINK_DAYS } from '#app/features/email/confirm-link.ts'
import { servicesContext } from '#app/context.ts'
import type { Route } from './+types/newsletter-confirm'
import { privateMeta } from '#app/lib/seo.ts'

/** Hydrated by React, unlike the public layout's other pages (decision 31). */
export const handle = { island: false }

export const meta = privateMeta('Confirm your subscription')

export const headers = () => ({ 'Cache-Control': 'no-store' })

export const loader = ({ request, context }: Route.LoaderArgs) =>
  emailLinkQuery(request, (link) => context.get(servicesContext).leads.checkLink('confirm', link))

/** Mail scanners open every link, so only the button's POST confirms (decision 11). */
export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <EmailLinkPage
      query={loaderData}
      action="/newsletter/confirm"
      ask={{
        icon: MailCheck,
        title: 'Confirm your subscription',
        body: (
          <>
            Confirm that <span className="font-medium text-ink">{loaderData.email}</span> should receive the monthly
            briefing for school leaders.
          </>
        ),
        button: 'Confirm my subscription',
      }}
      done={{
        title: 'Your subscription is confirmed',
        body: 'The monthly briefing for school leaders will arrive at this address. Every issue has a one-click unsubscribe link.',
        link: { to: '/resources', label: 'Browse the free resources' },
      }}
      invalid={{
        title: 'This link is not valid',
        body: 'The link may be incomplete. You can subscribe again from the home page; we will send a new confirmation link.',
        link: { to: '/#newsletter', label: 'Subscribe again' },
      }}
      expired={{
        title: 'This link has expired',
        body: `Confirmation links work for ${CONFIRM_LINK_DAYS} days, and this one is older. Subscribe again from the home page and we will send you a new link.`,
        link: { to: '/#newsletter', label: 'Subscribe again' },
      }}
    />
  )
}
