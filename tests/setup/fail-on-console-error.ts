import { afterEach, vi } from 'vitest'

/** A console.error during a test fails it: errors are asserted, never ignored. */
const spy = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = spy.mock.calls
  spy.mockClear()
  if (calls.length)
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`)
})
