import { useEffect } from 'react'
import { useBlocker } from 'react-router'

export const LEAVE_QUESTION = 'Leave this post without saving? Your changes will be lost.'

/**
 * Typed but not saved (decision 27): closing or reloading the tab, or following one of the admin's
 * own links, asks first. Returns the same question for the editor's own ways out (Cancel, New
 * Post, another post's Edit): true when there is nothing to lose or the admin says leave.
 */
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
