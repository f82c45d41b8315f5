/** The recovery codes, shown once, after two-factor sign-in is turned on or moved. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-3 text-sm" data-testid="recovery-codes">
      <p className="font-semibold text-success-700">Two-factor sign-in is on.</p>
      <p className="mt-2">
        Keep these recovery codes somewhere safe, away from your phone (a password manager, or printed in a locked
        drawer). Each one signs you in once if your phone is lost. They are shown only now.
      </p>
      <ul className="mt-3 grid max-w-md grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-secondary mt-4" onClick={onDone}>
        I have saved them
      </button>
    </div>
  )
}
