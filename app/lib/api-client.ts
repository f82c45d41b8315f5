import { isAnsweredReason, type AnsweredReason, type ErrorAnswerCode } from './errors.ts'

/** Spec §7; callers branch on `code` and `reason` (docs/architecture.md, "Errors"). */
export class ApiError extends Error {
  readonly status: number
  readonly fieldErrors: Record<string, string[]>
  readonly body: Record<string, unknown>
  /** `network` when no answer came, `unknown` for a body without one */
  readonly code: ErrorAnswerCode | 'network' | 'unknown'
  readonly reason?: AnsweredReason
  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string[]> = {},
    body: Record<string, unknown> = {},
  ) {
    super(message)
    this.status = status
    this.fieldErrors = fieldErrors
    this.body = body
    this.code = status === 0 ? 'network' : typeof body.code === 'string' ? (body.code as ErrorAnswerCode) : 'unknown'
    this.reason = isAnsweredReason(body.reason) ? body.reason : undefined
  }
}

/** A failed action's toast: the API's own words, else the action's own (spec §8's delete), else a request to try again. */
export const failureToast = (title: string, error: unknown, fallback = 'Please try again.') => ({
  title,
  description: (error instanceof ApiError && error.message) || fallback,
  variant: 'destructive' as const,
})

type AnswerListener = (response: Response) => void
const answerListeners = new Set<AnswerListener>()

/** The admin's idle warning reads the session's time left from the headers. */
export function onApiAnswer(listener: AnswerListener): () => void {
  answerListeners.add(listener)
  return () => void answerListeners.delete(listener)
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let res: Response
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, 'We could not reach the server. Check your connection and try again.')
  }
  for (const listener of answerListeners) listener(res)
  const text = await res.text()
  let data: unknown = undefined
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    data = undefined
  }
  if (!res.ok) {
    const payload = (data ?? {}) as { message?: string; errors?: Record<string, string[]> }
    throw new ApiError(
      res.status,
      payload.message ?? (text || res.statusText),
      payload.errors ?? {},
      payload as Record<string, unknown>,
    )
  }
  return data as T
}
