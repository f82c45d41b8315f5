import { LogOut, MonitorSmartphone } from 'lucide-react'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { useToast } from '#app/components/ui/toast.tsx'
import { failureToast } from '#app/lib/api-client.ts'
import { dateTime } from '#app/lib/dates.ts'
import { AccountPanel } from './account-panel.tsx'
import { revokeSession, signOutEverywhere, useSessions, type SessionRow } from './api.ts'

export function SessionsPanel({ timeZone }: { timeZone: string }) {
  const sessions = useSessions()
  const revalidator = useRevalidator()
  const { toast } = useToast()
  const [busy, setBusy] = useState<string | null>(null)

  async function revoke(row: SessionRow) {
    setBusy(row.handle)
    try {
      await revokeSession(row.handle)
      toast({ title: 'Session Ended', description: `${row.device} is signed out.` })
      await sessions.refetch()
    } catch (e) {
      toast(failureToast('Revoke Failed', e))
    } finally {
      setBusy(null)
    }
  }

  async function everywhere() {
    setBusy('all')
    await signOutEverywhere().catch(() => undefined)
    await revalidator.revalidate() // this session ended too: the login screen shows
  }

  const rows = sessions.data?.sessions ?? []
  return (
    <AccountPanel
      name="sessions"
      icon={MonitorSmartphone}
      title="Where you are signed in"
      action={
        <button type="button" className="btn-secondary" onClick={() => void everywhere()} disabled={busy !== null}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign out everywhere
        </button>
      }
    >
      {sessions.isPending ? (
        <p className="mt-4 text-sm text-muted" role="status">
          Loading sessions...
        </p>
      ) : (
        // Focusable, so keyboard users can scroll it on a phone even when no row has a button.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="relative mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Sessions table">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="bg-surface text-xs tracking-wide text-muted uppercase">
              <tr>
                {['Device', 'Address', 'Signed in', 'Last seen', ''].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold">
                    {label || <span className="sr-only">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.handle} data-testid="session-row">
                  <td className="px-3 py-2 font-medium">
                    {row.device}
                    {row.current ? (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                        This device
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{row.address ?? 'Unknown'}</td>
                  <td className="px-3 py-2">{dateTime(row.createdAt, timeZone)}</td>
                  <td className="px-3 py-2">{dateTime(row.lastSeenAt, timeZone)}</td>
                  <td className="px-3 py-2 text-right">
                    {row.current ? null : (
                      <button
                        type="button"
                        className="btn-ghost text-danger-700 hover:bg-red-50"
                        onClick={() => void revoke(row)}
                        disabled={busy !== null}
                        aria-label={`Revoke ${row.device}, last seen ${dateTime(row.lastSeenAt, timeZone)}`}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountPanel>
  )
}
