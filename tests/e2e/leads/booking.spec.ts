import ICAL from 'ical.js'
import { expect, test, type APIRequestContext } from '../test.ts'
import { accessibilityProblems } from '../axe.ts'
import { control, mailbox, ownSlot, setClock, signIn, slotIndex, stampFor, type Mail } from './helpers.ts'

// A visitor in Pacific time; the site's clocks are Central (SITE_TIME_ZONE's default).
test.use({ timezoneId: 'America/Los_Angeles' })

/** The invite of the newest message to `to` whose subject starts with `subject`, parsed with ical.js. */
async function inviteTo(request: APIRequestContext, to: string, subject: string) {
  let mail: Mail | undefined
  await expect
    .poll(async () => {
      mail = (await mailbox(request)).filter((m) => m.to === to && m.subject.startsWith(subject)).at(-1)
      return Boolean(mail)
    })
    .toBe(true)
  const part = mail!.attachments.find((a) => /calendar|ics/.test(a.contentType))!
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(part.base64, 'base64').toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    mail: mail!,
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue('location') as string | null,
  }
}

/** The link of the newest "Confirm your free consultation time" email to `to`. */
async function confirmLinkTo(request: APIRequestContext, to: string) {
  let link: string | undefined
  await expect
    .poll(async () => {
      const mail = (await mailbox(request, [to]))
        .filter((m) => m.subject === 'Confirm your free consultation time')
        .at(-1)
      link = mail && /https?:\/\/\S+\/book\/manage\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0]
      return Boolean(link)
    })
    .toBe(true)
  return new URL(link!).pathname
}

test('a Pacific visitor books a time, gets the invite for that instant, moves it and cancels it by the private link', async ({
  page,
  request,
}, testInfo) => {
  await setClock(request, 0)
  const email = `book-${stampFor(testInfo)}@cedar.k12.example`
  await page.goto('/book')
  // The page's script asked the browser for its zone and shows the times in it, naming ours too.
  await expect(page).toHaveURL(/tz=America%2FLos_Angeles|tz=America\/Los_Angeles/)
  await expect(page.getByText('Times are shown in')).toContainText('Pacific Time (Los Angeles)')
  await expect(page.getByText('Our consultant works on Central Time (Chicago).')).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])

  // Day, then time (decision 59): the first open day is chosen; another day comes in place (the
  // same document), its address follows, the focus stays on it, and arrow keys move between days.
  const chosenDay = page.locator('a[data-day-link][aria-current]')
  const firstDay = (await chosenDay.getAttribute('data-day-link'))!
  const otherDays = page.locator('td a[data-day-link]:not([aria-current])')
  const other = (await otherDays.count()) ? otherDays.first() : page.getByRole('link', { name: /^Later month/ })
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await other.click()
  await expect(chosenDay).not.toHaveAttribute('data-day-link', firstDay)
  const day = (await chosenDay.getAttribute('data-day-link'))!
  await expect(page).toHaveURL(new RegExp(`day=${day}`))
  await expect(page).toHaveURL(/tz=America%2FLos_Angeles/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  const dayName = (await chosenDay.locator('.sr-only').innerText()).split(', ').slice(0, 2).join(', ')
  await expect(page.getByRole('group', { name: dayName, exact: true })).toBeVisible()
  await expect(chosenDay).toBeFocused()
  const later = await page
    .locator('td a[data-day-link]')
    .evaluateAll((links, d) => links.some((l) => l.getAttribute('data-day-link')! > d), day)
  await page.keyboard.press(later ? 'ArrowRight' : 'ArrowLeft')
  await expect(page.locator('td a[data-day-link]:focus')).not.toHaveAttribute('data-day-link', day)
  await page.keyboard.press(later ? 'ArrowLeft' : 'ArrowRight')
  await expect(chosenDay).toBeFocused()
  expect(await accessibilityProblems(page)).toEqual([])

  // A refused booking: the summary takes the focus, in the schema's words; axe and HTML_CodeSniffer at 0.
  await page.getByRole('button', { name: 'Book this time' }).click()
  await expect(page.getByRole('group', { name: 'This booking was not sent. Please check:' })).toBeFocused()
  await expect(page.getByRole('link', { name: 'Please choose a time' })).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])

  const first = ownSlot(page, testInfo)
  const slot = (await first.getAttribute('value'))!
  const label = (await first.locator('xpath=..').innerText()).split(',')[0]!.trim()
  await first.locator('xpath=..').click()
  await page.getByLabel('First name').fill('Avery')
  await page.getByLabel('Last name').fill('Quinn')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Position').selectOption('superintendent')
  await page.getByLabel('School district').fill('Cedar Valley USD')
  await page.getByRole('button', { name: 'Book this time' }).click()
  // Not booked yet: the page says so, in the visitor's zone, and what to do; no link in the answer.
  await expect(page.getByRole('heading', { name: 'Check your email to confirm' })).toBeVisible()
  await expect(page.getByText('is not booked yet')).toContainText('Pacific Time')
  expect(page.url()).not.toContain('cedar')
  expect(await page.content()).not.toContain('/book/manage/')
  expect(await accessibilityProblems(page)).toEqual([])

  // The emailed link opens the time and a Confirm button that posts (a mail scanner books nothing).
  await page.goto(await confirmLinkTo(request, email))
  await expect(page.getByRole('heading', { name: 'Confirm your time' })).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])
  await page.getByRole('button', { name: 'Confirm this time' }).click()
  await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible()

  const booked = await inviteTo(request, email, 'Your free consultation is booked')
  expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0, start: slot })
  // The time they clicked, in their zone, is the instant in the invite.
  const pacific = new Date(slot).toLocaleTimeString('en-US', {
    timeZone: 'America/Los_Angeles',
    hour: 'numeric',
    minute: '2-digit',
  })
  expect(label).toBe(pacific)
  expect(booked.mail.text).toContain(`${pacific} Pacific Time`)
  const manage = /https?:\/\/\S+\/book\/manage\/[A-Za-z0-9_-]{43}/.exec(booked.mail.text)![0]

  await page.goto(manage)
  const next = ownSlot(page, testInfo)
  const newSlot = (await next.getAttribute('value'))!
  await next.locator('xpath=..').click()
  await page.getByRole('button', { name: 'Move my meeting to this time' }).click()
  await expect(page.getByRole('heading', { name: 'Your meeting has moved' })).toBeVisible()
  const moved = await inviteTo(request, email, 'Your free consultation has moved')
  expect(moved).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 1, start: newSlot })

  await page.getByRole('button', { name: 'Cancel this meeting' }).click()
  await expect(page.getByRole('heading', { name: 'This meeting was cancelled' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel this meeting' })).toHaveCount(0)
  const cancelled = await inviteTo(request, email, 'Your free consultation is cancelled')
  expect(cancelled).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 2 })
})

test('without a script: the zone is chosen in the form, and of two visitors confirming one time at once, one is booked and one is offered fresh times', async ({
  browser,
  request,
}, testInfo) => {
  await setClock(request, 0)
  const stamp = stampFor(testInfo)
  const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'America/Los_Angeles' })
  const [first, second] = [await context.newPage(), await context.newPage()]
  for (const page of [first, second]) {
    await page.goto('/book')
    // No script to ask the browser: the site's zone, until the visitor picks theirs.
    await expect(page.getByText('Times are shown in')).toContainText('Central Time (Chicago)')
    await page.getByLabel('Show times in').selectOption('America/Los_Angeles')
    await page.getByRole('button', { name: 'Show times' }).click()
    await expect(page.getByText('Times are shown in')).toContainText('Pacific Time (Los Angeles)')
    // The later month's last open day: at a month's end this month's would be every test's day, and full.
    await page.getByRole('link', { name: /^Later month/ }).click()
    await expect(page).toHaveURL(/[?&]tz=America%2FLos_Angeles/)
    // A day is a link to this page for that day, the zone kept (decision 59).
    const day = (await page.locator('td a[data-day-link]').last().getAttribute('data-day-link'))!
    await page.locator(`td a[data-day-link="${day}"]`).click()
    await expect(page).toHaveURL(`/book?tz=America%2FLos_Angeles&day=${day}`)
    await expect(page.locator('a[data-day-link][aria-current]')).toHaveAttribute('data-day-link', day)
  }
  const slot = (await ownSlot(first, testInfo).getAttribute('value'))!
  for (const [i, page] of [first, second].entries()) {
    await page.locator(`input[name="slot"][value="${slot}"]`).locator('xpath=..').click()
    await page.getByLabel('First name').fill('Robin')
    await page.getByLabel('Last name').fill(`Hale ${i}`)
    await page.getByLabel('Work email').fill(`nojs-${i}-${stamp}@pine.k12.example`)
    await page.getByLabel('Position').selectOption('principal')
    await page.getByLabel('School district').fill('Pine Ridge SD')
  }
  // Asking holds nothing: both are told to confirm from their email.
  for (const page of [first, second]) {
    await page.getByRole('button', { name: 'Book this time' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email to confirm' })).toBeVisible()
  }
  for (const [i, page] of [first, second].entries()) {
    await page.goto(await confirmLinkTo(request, `nojs-${i}-${stamp}@pine.k12.example`))
    await expect(page.getByRole('heading', { name: 'Confirm your time' })).toBeVisible()
  }
  // Both press Confirm at the same moment: PostgreSQL's exclusion constraint lets exactly one through.
  const answers = await Promise.all(
    [first, second].map(async (page) => {
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Confirm this time' }).click(),
      ])
      return answer.status()
    }),
  )
  expect(answers.filter((status) => status === 409)).toHaveLength(1)
  const lost = answers.indexOf(409)
  const [winner, loser] = lost === 0 ? [second, first] : [first, second]
  await expect(winner.getByRole('heading', { name: 'You are booked' })).toBeVisible()
  await expect(loser.getByRole('group', { name: 'That time was just taken' })).toBeVisible()
  await expect(loser.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(0)
  // The loser confirms another open time from the same page.
  await ownSlot(loser, testInfo).locator('xpath=..').click()
  await loser.getByRole('button', { name: 'Confirm this time' }).click()
  await expect(loser.getByRole('heading', { name: 'You are booked' })).toBeVisible()
  await context.close()
})

test('at a 180-day horizon, /book holds one month of days and one day’s times, under 60 KB', async ({
  page,
  request,
}) => {
  await setClock(request, 0)
  await signIn(page, '/admin-bookings')
  const horizon = page.getByLabel('How far ahead (days)')
  const before = await horizon.inputValue()
  const save = async (days: string) => {
    await horizon.fill(days)
    await page.getByRole('button', { name: 'Save availability' }).click()
    await expect(page.getByText('The booking page shows the new times now.')).toBeVisible()
  }
  await save('180')
  try {
    const { days } = (await (await request.get('/api/bookings/slots?tz=America/Chicago')).json()) as {
      days: { date: string; times: unknown[] }[]
    }
    const last = days.at(-1)!
    for (const query of ['', `&day=${last.date}`]) {
      const res = await request.get(`/book?tz=America/Chicago${query}`)
      const html = await res.text()
      expect(Buffer.byteLength(html)).toBeLessThan(60_000)
      const links = new Set(html.match(/data-day-link="\d{4}-\d\d-\d\d"/g))
      const months = new Set([...links].map((l) => l.slice(15, 22)))
      // this month's days, and at most one link each to an earlier and a later month
      expect(months.size).toBeLessThanOrEqual(3)
      expect(links.size).toBeLessThanOrEqual(33)
      const chosen = query ? last : days[0]!
      expect(html.match(/name="slot"/g)).toHaveLength(chosen.times.length)
    }
  } finally {
    await save(before)
  }
})

test('the consultant confirms a booked meeting and cancels another on the Meetings page', async ({
  page,
  request,
}, testInfo) => {
  await setClock(request, 0)
  const stamp = stampFor(testInfo)
  const slots = (await (await request.get('/api/bookings/slots')).json()) as { days: { times: { start: string }[] }[] }
  // the last two days' first times: far from other journeys' times, and from each other
  const [one, two] = slots.days.slice(-2).map((d) => d.times.at(slotIndex(testInfo))!)
  for (const [i, slot] of [one!, two!].entries()) {
    const email = `admin${i}-${stamp}@oak.k12.example`
    const res = await request.post('/api/bookings', {
      data: {
        firstName: 'Jordan',
        lastName: `Admin${i} ${stamp}`,
        email,
        position: 'it-director',
        district: 'Oak Hills',
        slot: slot.start,
        timeZone: 'America/Chicago',
      },
    })
    expect(res.status()).toBe(202)
    const token = (await confirmLinkTo(request, email)).split('/').at(-1)
    const confirmed = await request.post(`/api/bookings/manage/${token}/confirm`)
    expect(confirmed.status()).toBe(200)
  }
  await signIn(page, '/admin-bookings')
  await expect(page.getByRole('heading', { name: 'Meetings', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: `Confirm the meeting with Jordan Admin0 ${stamp}` }).click()
  await expect(page.getByText('first response recorded')).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: `Cancel the meeting with Jordan Admin1 ${stamp}` }).click()
  await expect(page.getByText(`Jordan Admin1 ${stamp} was emailed.`)).toBeVisible()
  await inviteTo(request, `admin1-${stamp}@oak.k12.example`, 'Your free consultation is cancelled')

  // Availability: a mistake is refused beside its field; Saturday mornings open, then closed again.
  const saturday = page.getByRole('checkbox', { name: 'Saturday' })
  await saturday.check()
  await page.getByLabel('Saturday from').fill('12:00')
  await page.getByLabel('Saturday to').fill('10:00')
  await page.getByRole('button', { name: 'Save availability' }).click()
  await expect(page.getByText('The hours must end after they start')).toBeVisible()
  await expect(page.getByLabel('Saturday to')).toBeFocused()
  expect(await accessibilityProblems(page)).toEqual([])
  await page.getByLabel('Saturday to').fill('12:00')
  await page.getByLabel('Saturday from').fill('10:00')
  await page.getByRole('button', { name: 'Save availability' }).click()
  await expect(page.getByText('The booking page shows the new times now.')).toBeVisible()
  const open = (await (await request.get('/api/bookings/slots?tz=America/Chicago')).json()) as {
    days: { label: string }[]
  }
  expect(open.days.some((d) => d.label.startsWith('Saturday'))).toBe(true)
  await saturday.uncheck()
  await page.getByRole('button', { name: 'Save availability' }).click()
  await expect
    .poll(async () => {
      const now = (await (await request.get('/api/bookings/slots')).json()) as { days: { label: string }[] }
      return now.days.some((d) => d.label.startsWith('Saturday'))
    })
    .toBe(false)
})

test('busy times of the consultant’s own calendar, read from its iCal address, are not offered', async ({
  page,
  request,
}) => {
  await setClock(request, 0)
  const slots = (await (await request.get('/api/bookings/slots?tz=America/Chicago')).json()) as {
    days: { times: { start: string }[] }[]
  }
  // The next open day's last time becomes busy in the consultant's calendar; its first stays free.
  const day = slots.days[0]!.times.map((t) => t.start)
  const busy = day.at(-1)!
  const free = day[0]!
  expect(Date.parse(busy) - Date.parse(free)).toBeGreaterThanOrEqual(2 * 60 * 60 * 1000)
  const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
  const { url } = await control<{ url: string }>(request, 'POST', '/calendar', {
    ics: [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//e2e//consultant//EN',
      'BEGIN:VEVENT',
      `UID:busy-${stamp(busy)}@e2e.test`,
      `DTSTAMP:${stamp(new Date().toISOString())}`,
      `DTSTART:${stamp(busy)}`,
      `DTEND:${stamp(new Date(Date.parse(busy) + 30 * 60 * 1000).toISOString())}`,
      'SUMMARY:Board meeting',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  })
  await page.goto('/book?tz=America/Chicago')
  await expect(page.locator(`input[name="slot"][value="${busy}"]`)).toHaveCount(1)

  await signIn(page, '/admin-bookings')
  const address = page.getByLabel("Your calendar's secret iCal address")
  await address.fill(url)
  await page.getByRole('form', { name: 'Your calendar' }).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Last fetched successfully at')).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])

  await page.goto('/book?tz=America/Chicago')
  await expect(page.locator(`input[name="slot"][value="${free}"]`)).toHaveCount(1)
  await expect(page.locator(`input[name="slot"][value="${busy}"]`)).toHaveCount(0)

  // The leads dashboard's Meetings tab, as the consultant opens it: axe and HTML_CodeSniffer at 0.
  await page.goto('/admin-contacts?tab=meetings')
  await expect(page.getByRole('tab', { name: /Meetings/, selected: true })).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])

  // No calendar again, so the other journeys on this server see every time.
  await page.goto('/admin-bookings')
  await address.fill('')
  await page.getByRole('form', { name: 'Your calendar' }).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Last fetched successfully at')).toBeHidden()
  await page.goto('/book?tz=America/Chicago')
  await expect(page.locator(`input[name="slot"][value="${busy}"]`)).toHaveCount(1)
})

test('a meeting by phone: the place set in Availability, chosen on /book, in the invitation, on the private page and in its Add to calendar', async ({
  page,
  request,
}, testInfo) => {
  await setClock(request, 0)
  const email = `place-${stampFor(testInfo)}@birch.k12.example`
  const room = 'https://meet.example.com/abc-defg-hij'
  await signIn(page, '/admin-bookings')
  const availability = async (videoUrl: string, phoneCalls: boolean) => {
    await page.goto('/admin-bookings')
    await page.getByLabel('Video meeting room').fill(videoUrl)
    await page.getByRole('checkbox', { name: /^Phone calls/ }).setChecked(phoneCalls)
    await page.getByRole('button', { name: 'Save availability' }).click()
    await expect(page.getByText('The booking page shows the new times now.')).toBeVisible()
  }
  await availability(room, true)
  try {
    await page.goto('/book?tz=America/Chicago')
    await expect(page.getByText('By video call or phone, as you choose')).toBeVisible()
    // the month's last open day, then its first time
    const lastDay = page.locator('td a[data-day-link]').last()
    const day = (await lastDay.getAttribute('data-day-link'))!
    await lastDay.click()
    await expect(page.locator('a[data-day-link][aria-current]')).toHaveAttribute('data-day-link', day)
    const first = ownSlot(page, testInfo)
    const slot = (await first.getAttribute('value'))!
    await first.locator('xpath=..').click()
    await page.getByLabel('First name').fill('Morgan')
    await page.getByLabel('Last name').fill('Ellis')
    await page.getByLabel('Work email').fill(email)
    await page.getByLabel('Position').selectOption('superintendent')
    await page.getByLabel('School district').fill('Birch Creek USD')
    await page.getByRole('radio', { name: /Phone call/ }).check()
    // A number no phone could ring is refused beside its field, in the form's words.
    await page.getByLabel('Phone number, for a phone call').fill('(555) 010-4821')
    await page.getByRole('button', { name: 'Book this time' }).click()
    await expect(page.getByRole('link', { name: /Please give a phone number we can call/ })).toBeVisible()
    expect(await accessibilityProblems(page)).toEqual([])
    await page.getByLabel('Phone number, for a phone call').fill('(312) 555-0199')
    if (!(await page.locator(`input[name="slot"][value="${slot}"]`).isChecked()))
      await page.locator(`input[name="slot"][value="${slot}"]`).locator('xpath=..').click()
    await page.getByRole('button', { name: 'Book this time' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email to confirm' })).toBeVisible()
    await page.goto(await confirmLinkTo(request, email))
    await page.getByRole('button', { name: 'Confirm this time' }).click()
    await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible()

    // The invitation's place, parsed; the consultant's copy has the whole number.
    const invite = await inviteTo(request, email, 'Your free consultation is booked')
    expect(invite).toMatchObject({ start: slot, location: 'Phone call to the number ending in 0199' })
    const owner = await inviteTo(request, 'consultant@firm.example', 'New booking: Morgan Ellis')
    expect(owner.location).toBe('Phone call to (312) 555-0199')

    // The private page: the place, and Add to calendar with the same instant and place.
    await expect(page.getByText('Phone call: we call you on')).toContainText('(312) 555-0199')
    const google = new URL((await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!)
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(google.searchParams.get('dates')).toBe(
      `${stamp(slot)}/${stamp(new Date(Date.parse(slot) + 30 * 60_000).toISOString())}`,
    )
    expect(google.searchParams.get('location')).toBe('Phone call to (312) 555-0199')
    const outlook = new URL((await page.getByRole('link', { name: 'Outlook (work or school)' }).getAttribute('href'))!)
    expect(outlook.searchParams.get('startdt')).toBe(slot)
    const ics = await request.get((await page.getByRole('link', { name: /\.ics/ }).getAttribute('href'))!)
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/)
    const event = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(slot)
    expect(event.getFirstPropertyValue('location')).toBe('Phone call to (312) 555-0199')
    expect(event.getFirstPropertyValue('uid')).toBe(invite.uid)
    expect(await accessibilityProblems(page)).toEqual([])
  } finally {
    await availability('', false)
  }
})
