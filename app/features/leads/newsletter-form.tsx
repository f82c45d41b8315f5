import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { mark, marks } from '#app/lib/marks.ts'
import { useFormRefusal } from '#app/lib/forms/form-refusal.ts'
import { LeadForm } from './lead-form.tsx'

/** Works without a script (decision 33); app/islands/lead-form.ts takes it over for spec §2's JSON POST. */
export function NewsletterForm({ action, tone = 'light' }: { action: string; tone?: 'light' | 'dark' }) {
  const refusal = useFormRefusal('newsletter')
  const error = refusal?.errors.email?.[0]
  const dark = tone === 'dark'
  const inputId = `newsletter-email-${tone}`
  const errorClass = `mt-2 text-sm font-medium ${dark ? 'text-red-200' : 'text-danger-700'}`
  return (
    <LeadForm
      name="newsletter"
      action={action}
      refusal={refusal}
      idOf={() => inputId}
      summaryClassName="mb-4"
      aria-label="Newsletter signup"
      className="relative w-full"
    >
      {/* how the page's script (app/islands/lead-form.ts) draws an error here */}
      <div {...mark('field')} {...{ [marks.errorClass]: errorClass }}>
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
            defaultValue={typeof refusal?.values.email === 'string' ? refusal.values.email : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className={`min-h-11 w-full flex-1 rounded-lg border px-3 py-2.5 text-base shadow-sm focus:ring-2 focus:outline-none sm:text-sm ${
              dark
                ? 'border-white/70 bg-white/10 text-white placeholder:text-slate-300 focus:ring-white'
                : 'border-slate-500 bg-white focus:ring-brand-500'
            } ${error ? 'border-danger-600' : ''}`}
          />
          <button type="submit" className={dark ? 'btn-on-dark' : 'btn-primary'}>
            Subscribe
          </button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} className={errorClass} {...mark('fieldError')}>
            {error}
          </p>
        ) : null}
      </div>
      <p className={`mt-2 text-xs ${dark ? 'text-slate-300' : 'text-muted'}`}>
        One practical email a month. Unsubscribe any time.
      </p>
      <PrivacyNote tone={tone} />
    </LeadForm>
  )
}
