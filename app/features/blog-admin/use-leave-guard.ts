import { useEffect } from 'react'
import { useBlocker } from 'react-router'

export const LEAVE_QUESTION = 'Leave this post without saving? Your changes will be lost.'

/** Decision 27. Returns the same question for the editor's own ways out: true when leaving is fine. */
export function useLeaveGuard(dirty: boolean): () => boolean {
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed()
    else blocker.reset()
  }, [blocker])

  return () => !dirty || window.confirm(LEAVE_QUESTION)
}
