// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { scrollToHashSoon } from './scroll.ts'

/** Each test sets its page up in its own synchronous body, so nothing queued elsewhere can replace it. */
function homeAt(hash: string) {
  vi.useFakeTimers()
  document.body.innerHTML =
    '<main><section id="contact"><h2>Request a free consultation</h2><input aria-label="First name"></section></main>'
  const scrolled = vi.fn<(options?: boolean | ScrollIntoViewOptions) => void>()
  document.getElementById('contact')!.scrollIntoView = scrolled
  window.history.replaceState(null, '', `/${hash}`)
  return scrolled
}
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

it("scrolls to the URL's section after 100 ms and moves the focus there", () => {
  const scrolled = homeAt('#contact')
  scrollToHashSoon()
  vi.advanceTimersByTime(99)
  expect(scrolled).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(scrolled).toHaveBeenCalledOnce()
  expect(document.activeElement?.id).toBe('contact')
})

it('leaves the focus where the visitor put it before then, and does not jump', () => {
  const scrolled = homeAt('#contact')
  scrollToHashSoon()
  const field = document.querySelector('input')!
  field.focus()
  vi.advanceTimersByTime(100)
  expect(document.activeElement).toBe(field)
  expect(scrolled).not.toHaveBeenCalled()
})
