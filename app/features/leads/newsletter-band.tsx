import { PageSection } from '#app/components/ui/page-section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { NewsletterForm } from './newsletter-form.tsx'

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
