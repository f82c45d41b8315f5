// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { TimeZoneForm } from '#app/features/booking/time-zone-form.tsx'
import { marked } from '#app/lib/marks.ts'
import { serverRender } from '../../tests/component/server-render.tsx'
import { showTimesInOwnZone } from './time-zone.ts'

afterEach(() => vi.restoreAllMocks())

const zones = [
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
]

async function page(timeZone: string, browserZone: string, withRefusal = false) {
  await serverRender(
    <>
      {withRefusal ? <div data-error-summary="">This booking was not sent.</div> : null}
      <TimeZoneForm action="/book" timeZone={timeZone} options={zones} consultantZone="Central Time (Chicago)" />
    </>,
  )
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    timeZone: browserZone,
  } as Intl.ResolvedDateTimeFormatOptions)
  return document.querySelector<HTMLFormElement>(marked('timeZone'))!
}

it('loads the page again in the browser’s zone on a first visit', async () => {
  const form = await page('America/Chicago', 'America/Los_Angeles')
  const replace = vi.fn()
  showTimesInOwnZone(form, { href: 'http://site.example/book', replace })
  expect(replace).toHaveBeenCalledWith('http://site.example/book?tz=America%2FLos_Angeles')
})

it('leaves a zone the address names, the same zone, and a refused form alone', async () => {
  const replace = vi.fn()
  showTimesInOwnZone(await page('America/Chicago', 'America/Los_Angeles'), {
    href: 'http://site.example/book?tz=America/Chicago',
    replace,
  })
  showTimesInOwnZone(await page('America/Chicago', 'America/Chicago'), { href: 'http://site.example/book', replace })
  showTimesInOwnZone(await page('America/Chicago', 'America/Los_Angeles', true), {
    href: 'http://site.example/book',
    replace,
  })
  expect(replace).not.toHaveBeenCalled()
})
