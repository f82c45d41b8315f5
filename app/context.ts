import { createContext } from 'react-router'
import type { Services } from '#app/services.server.ts'
import type { SessionUser } from '#app/features/auth/sessions.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'

/** Set by server/entry.ts for every page request; read by loaders and actions. */
export const servicesContext = createContext<Services>()
export const requestContext = createContext<{
  nonce: string
  user: SessionUser | null
  /** the client's address as Express resolved it (TRUST_PROXY): what the rate limits count */
  ip: string
  /** the request's logger, with its request id */
  log: Logger
}>()
