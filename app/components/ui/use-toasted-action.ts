import { useState } from 'react'
import type { ToastMessage } from './toast-message.ts'
import { useToast } from './toast.tsx'

type Message = Omit<ToastMessage, 'variant'>

export function useToastedAction(
  action: () => Promise<unknown>,
  { success, failure }: { success: Message; failure: Message },
): [busy: boolean, run: () => Promise<void>] {
  const { toast } = useToast()
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      await action()
      toast(success)
    } catch {
      toast({ ...failure, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return [busy, run]
}
