import { useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import { failureToast } from '#app/lib/api-client.ts'
import { sessionsKey, signOutOthers } from './api.ts'

export const otherSessions = (count: number) => `${count} other ${count === 1 ? 'session' : 'sessions'}`

/** What a toast says after other sessions were signed out; this one always stays. */
export const signedOutOthers = (ended: number) =>
  ended === 0
    ? 'No other session was signed in. You stay signed in here.'
    : `${otherSessions(ended)} signed out. You stay signed in here.`

export function OtherSessionsNotice({ count, onClose }: { count: number; onClose: () => void }) {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const [pending, setPending] = useState(false)

  async function signOut() {
    setPending(true)
    try {
      const { ended } = await signOutOthers()
      toast({ title: 'Other Sessions Signed Out', description: signedOutOthers(ended) })
      onClose()
      await queryClient.invalidateQueries({ queryKey: sessionsKey })
    } catch (e) {
      toast(failureToast('Sign Out Failed', e))
      setPending(false)
    }
  }

  return (
    <div
      role="status"
      className="mt-3 rounded-lg border border-line bg-surface p-4 text-sm"
      data-testid="other-sessions"
    >
      <p>
        {count === 1
          ? '1 other session opened before this change is still signed in. If you are not sure it is yours, sign it out.'
          : `${otherSessions(count)} opened before this change are still signed in. If you are not sure they are all yours, sign them out.`}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => void signOut()} disabled={pending}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign out other sessions
        </button>
        <button type="button" className="btn-secondary" onClick={onClose} disabled={pending}>
          Keep them signed in
        </button>
      </div>
    </div>
  )
}
