import { createContext, useContext, type ReactNode } from 'react'

const NonceContext = createContext<string>('')

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>
}

/** Empty in the browser, which hides nonces anyway. */
export const useNonce = () => useContext(NonceContext)
