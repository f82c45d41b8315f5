import { useEffect } from 'react'
import { scrollToHashSoon } from './scroll.ts'

/** The home page, rendered by React (after a client-side navigation): scrolls to the URL's anchor. */
export function useScrollToHash() {
  useEffect(() => scrollToHashSoon(), [])
}
