import { PageSection } from '#app/components/ui/page-section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { NewsletterForm } from './newsletter-form.tsx'

/**
 * The dark newsletter band at the foot of a page (#newsletter): a heading in the page's own words
 * beside the sign-up form, which posts to `action`, the page's own lead-form action.
 */
export function NewsletterBand({ title, lead, action }: { title: string; lead: string; action: string }) {
  return (
    <PageSection
      id="newsletter"
      labelledBy="newsletter-heading"
      padding="md"
      className="bg-brand-900 text-white"
      containerClassName="grid gap-8 lg:grid-cols-2 lg:items-center"
    >
      <SectionHeading id="newsletter-heading" size="md" onDark title={title} lead={lead} />
      <NewsletterForm tone="dark" action={action} />
    </PageSection>
  )
}
