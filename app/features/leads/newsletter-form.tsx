import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { text } from '#app/lib/forms/use-json-form.ts'
import { useLeadForm } from './use-lead-form.ts'

export function NewsletterForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { errors, pending, onSubmit } = useLeadForm({
    loadSchema: () => import('./lead.schema.ts').then((m) => m.newsletterSchema),
    url: '/api/newsletter',
    read: (form) => ({ email: text(form, 'email') }),
    success: { title: 'Success!', description: "You've been subscribed to our newsletter." },
    failure: { title: 'Subscription Failed', fallback: 'Failed to subscribe to newsletter. Please try again.' },
  })
  const dark = tone === 'dark'
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter signup" className="relative w-full">
      <Honeypot />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`newsletter-email-${tone}`} className="sr-only">
          Email address
        </label>
        <input
          id={`newsletter-email-${tone}`}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder="you@district.org"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `newsletter-error-${tone}` : undefined}
          className={`min-h-11 w-full flex-1 rounded-lg border px-3 py-2.5 text-base shadow-sm focus:ring-2 focus:outline-none sm:text-sm ${
            dark
              ? 'border-white/70 bg-white/10 text-white placeholder:text-slate-300 focus:ring-white'
              : 'border-slate-500 bg-white focus:ring-brand-500'
          }`}
        />
        <button type="submit" className={dark ? 'btn-on-dark' : 'btn-primary'} disabled={pending}>
          {pending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {errors.email ? (
        <p
          id={`newsletter-error-${tone}`}
          className={`mt-2 text-sm font-medium ${dark ? 'text-red-200' : 'text-danger-700'}`}
        >
          {errors.email[0]}
        </p>
      ) : null}
      <p className={`mt-2 text-xs ${dark ? 'text-slate-300' : 'text-muted'}`}>
        One practical email a month. Unsubscribe any time.
      </p>
      <PrivacyNote tone={tone} />
    </form>
  )
}
