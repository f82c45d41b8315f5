import { useState } from 'react'
import { ConfirmDialog } from '#app/components/ui/dialog.tsx'
import { useToastedAction } from '#app/components/ui/use-toasted-action.ts'
import { useNewFeedUrl } from './api.ts'

/** The subscribe URL, and a new one for a URL shared by mistake: the old one stops at once, which the page says twice. */
export function SubscribeLink({ feedUrl }: { feedUrl: string }) {
  const [asking, setAsking] = useState(false)
  const replace = useNewFeedUrl()
  const [busy, run] = useToastedAction(() => replace.mutateAsync(undefined), {
    success: {
      title: 'New subscribe link made',
      description: 'The old link no longer works. Subscribe to the new one in your calendar app.',
    },
    failure: { title: 'The subscribe link was not changed', description: 'Please try again.' },
  })
  return (
    <>
      <p className="mt-2 text-sm">
        Subscribe to this secret address in your calendar app to see every booking there (keep it private):
      </p>
      <p className="mt-1 rounded bg-surface p-2 font-mono text-xs break-all">{feedUrl}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <button type="button" className="btn-secondary shrink-0" onClick={() => setAsking(true)}>
          New subscribe link
        </button>
        <p className="text-sm text-muted">
          For an address shared by mistake. The current address then stops working at once, and your calendar app must
          subscribe again with the new one.
        </p>
      </div>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Make a new subscribe link?"
        description="The current address stops working at once. Your calendar app's subscription to it stops updating (new bookings will not appear in it) until you subscribe again with the new address."
        keep="Keep the current link"
        action="Make a new link"
        danger
        busy={busy}
        // Closed once the answer came (the toast says which): focus goes back to the button that opened it.
        onConfirm={() => void run().then(() => setAsking(false))}
      />
    </>
  )
}
