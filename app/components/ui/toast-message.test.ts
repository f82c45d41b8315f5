// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { closeWhenUnread, TOAST_DURATION_MS } from './toast-message.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function toast() {
  document.body.innerHTML = '<div id="card"><button type="button">Dismiss</button></div><button id="away">x</button>'
  const card = document.querySelector<HTMLElement>('#card')!
  const close = vi.fn()
  closeWhenUnread(card, TOAST_DURATION_MS, close)
  return { card, close, button: card.querySelector('button')!, away: document.querySelector<HTMLElement>('#away')! }
}

it('closes after the spec’s 5 seconds when nobody points at it or focuses it', () => {
  const { close } = toast()
  vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
  expect(close).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(close).toHaveBeenCalledOnce()
})

it('waits while it has the pointer, and gives the full time again once the pointer leaves', () => {
  const { card, close } = toast()
  vi.advanceTimersByTime(4000)
  card.dispatchEvent(new Event('pointerenter'))
  vi.advanceTimersByTime(60_000)
  expect(close).not.toHaveBeenCalled()
  card.dispatchEvent(new Event('pointerleave'))
  vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
  expect(close).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(close).toHaveBeenCalledOnce()
})

it('waits while the focus is in it, also when the pointer comes and goes meanwhile', () => {
  const { card, close, button, away } = toast()
  button.focus()
  card.dispatchEvent(new Event('pointerenter'))
  card.dispatchEvent(new Event('pointerleave'))
  vi.advanceTimersByTime(60_000)
  expect(close).not.toHaveBeenCalled()
  away.focus()
  vi.advanceTimersByTime(TOAST_DURATION_MS)
  expect(close).toHaveBeenCalledOnce()
})
