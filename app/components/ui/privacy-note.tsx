export function PrivacyNote({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <p className={`text-xs ${tone === 'dark' ? 'text-slate-300' : 'text-muted'}`}>
      We use these details only to reply and to send what you asked for.{' '}
      <a href="/privacy" className={`underline ${tone === 'dark' ? 'text-white' : 'text-brand-700'}`}>
        Privacy notice
      </a>
    </p>
  )
}
