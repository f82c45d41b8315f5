import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { newsletterForm } from './lead-forms.ts'
import { useLeadForm } from './use-lead-form.ts'

export function NewsletterForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { errors, pending, onSubmit } = useLeadForm(newsletterForm)
  const dark = tone === 'dark'
  const inputId = `newsletter-email-${tone}`
  const errorClass = `mt-2 text-sm font-medium ${dark ? 'text-red-200' : 'text-danger-700'}`
  return (
    <form
      noValidate
      data-lead-form="newsletter"
      onSubmit={onSubmit}
      aria-label="Newsletter signup"
      className="relative w-full"
    >
      <Honeypot />
      {/* data-error-class: how the home page's script (app/islands/lead-form.ts) draws an error here */}
      <div data-field data-error-class={errorClass}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            placeholder="you@district.org"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${inputId}-error` : undefined}
            className={`min-h-11 w-full flex-1 rounded-lg border px-3 py-2.5 text-base shadow-sm focus:ring-2 focus:outline-none sm:text-sm ${
              dark
                ? 'border-white/70 bg-white/10 text-white placeholder:text-slate-300 focus:ring-white'
                : 'border-slate-500 bg-white focus:ring-brand-500'
            }`}
          />
          <button type="submit" className={dark ? 'btn-on-dark' : 'btn-primary'} disabled={pending}>
            {pending ? newsletterForm.pending : 'Subscribe'}
          </button>
        </div>
        {errors.email ? (
          <p id={`${inputId}-error`} className={errorClass}>
            {errors.email[0]}
          </p>
        ) : null}
      </div>
      <p className={`mt-2 text-xs ${dark ? 'text-slate-300' : 'text-muted'}`}>
        One practical email a month. Unsubscribe any time.
      </p>
      <PrivacyNote tone={tone} />
    </form>
  )
}
