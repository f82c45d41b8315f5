// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { DayPicker } from '#app/features/booking/day-picker.tsx'
import { chooseDay } from '#app/features/booking/month-view.ts'
import type { SlotDay } from '#app/features/booking/slots.ts'
import { marked } from '#app/lib/marks.ts'
import { serverRender } from '../../tests/component/server-render.tsx'
import { enhanceDayPicker } from './day-picker.ts'

const day = (date: string, label: string, hours: number[]): SlotDay => ({
  date,
  label,
  times: hours.map((h) => ({ start: `${date}T${h}:00:00.000Z`, label: `${h - 6}:00 AM` })),
})
const days = [day('2026-03-03', 'Tuesday, March 3', [15, 16]), day('2026-03-05', 'Thursday, March 5', [17])]
const keep = { tz: 'America/Chicago' }

const form = (date?: string) => {
  const choice = chooseDay(days, date)!
  return (
    <form method="post" action={`/book?day=${choice.day.date}`}>
      <DayPicker choice={choice} keep={keep} idPrefix="book" heading="1. Choose a day, then a time" />
    </form>
  )
}

it('each day says its date and whether it has open times; closed days are not links', async () => {
  await serverRender(form())
  const links = [...document.querySelectorAll<HTMLAnchorElement>(marked('dayLink'))]
  expect(links.map((a) => a.textContent)).toEqual([
    '3Tuesday, March 3, 2 open times',
    '5Thursday, March 5, 1 open time',
  ])
  expect(links[0]!.getAttribute('href')).toBe('?tz=America%2FChicago&day=2026-03-03')
  expect(links[0]!.getAttribute('aria-current')).toBe('true')
  expect(document.body.textContent).toContain('Wednesday, March 4, no open times')
  expect([...document.querySelectorAll<HTMLInputElement>('input[name="slot"]')].map((i) => i.value)).toEqual([
    '2026-03-03T15:00:00.000Z',
    '2026-03-03T16:00:00.000Z',
  ])
})

it('a day chosen with the script swaps in that day from the page its link names, and keeps the focus there', async () => {
  await serverRender(form())
  const picker = document.querySelector<HTMLElement>(marked('dayPicker'))!
  const load = vi.fn(async () => new Response(`<!doctype html><body>${renderToStaticMarkup(form('2026-03-05'))}`))
  enhanceDayPicker(picker, load as unknown as typeof fetch)
  const thursday = picker.querySelector<HTMLAnchorElement>(marked('dayLink', '2026-03-05'))!
  thursday.click()
  await vi.waitFor(() => expect(document.querySelectorAll('input[name="slot"]')).toHaveLength(1))
  expect(load).toHaveBeenCalledWith(thursday.href, expect.anything())
  expect(document.querySelector('input[name="slot"]')!.getAttribute('value')).toBe('2026-03-05T17:00:00.000Z')
  expect(document.querySelector('form')!.getAttribute('action')).toBe('/book?day=2026-03-05')
  expect(document.activeElement?.getAttribute('data-day-link')).toBe('2026-03-05')
  expect(document.activeElement?.getAttribute('aria-current')).toBe('true')
  expect(picker.querySelector(marked('dayStatus'))!.textContent).toBe('Thursday, March 5: 1 open time')
})

it('arrow keys move between open days, skipping closed ones', async () => {
  await serverRender(form())
  const picker = document.querySelector<HTMLElement>(marked('dayPicker'))!
  enhanceDayPicker(picker, vi.fn() as unknown as typeof fetch)
  const tuesday = picker.querySelector<HTMLAnchorElement>(marked('dayLink', '2026-03-03'))!
  tuesday.focus()
  tuesday.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
  expect(document.activeElement?.getAttribute('data-day-link')).toBe('2026-03-05')
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
  expect(document.activeElement).toBe(tuesday)
})

it('the day already shown is not fetched again, so a time chosen on it stays chosen', async () => {
  await serverRender(form())
  const picker = document.querySelector<HTMLElement>(marked('dayPicker'))!
  const load = vi.fn()
  enhanceDayPicker(picker, load as unknown as typeof fetch)
  document.querySelector<HTMLInputElement>('input[name="slot"]')!.checked = true
  picker.querySelector<HTMLAnchorElement>(marked('dayLink', '2026-03-03'))!.click()
  expect(load).not.toHaveBeenCalled()
  expect(document.querySelector<HTMLInputElement>('input[name="slot"]')!.checked).toBe(true)
})
