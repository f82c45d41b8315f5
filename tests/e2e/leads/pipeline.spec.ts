import { expect, test } from '../test.ts'
import { E2E_ADMIN } from '../../../playwright.config.ts'
import { control, findRequest, mailbox, requestConsultation, setClock, signIn, stampFor } from './helpers.ts'

/** The consultant's daily journeys through the lead pipeline, on desktop and phone. */
test.describe.configure({ mode: 'serial' })
test.beforeEach(async ({ request }) => {
  await setClock(request, 0)
})

test('change a status in one choice, filter by it, and work the request in the person view', async ({
  page,
  request,
}, testInfo) => {
  const stamp = stampFor(testInfo)
  const email = `pat.${stamp}@cedar.k12.example`
  await requestConsultation(request, { firstName: 'Pat', lastName: stamp, email, district: `Cedar ${stamp}` })
  expect(
    (
      await request.post('/api/resource-download', {
        data: {
          firstName: 'Pat',
          lastName: stamp,
          email: email.toUpperCase(),
          position: 'principal',
          district: `Cedar ${stamp}`,
          resourceTitle: 'Incident Response Playbook',
        },
      })
    ).status(),
  ).toBe(201)
  expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(200)

  await signIn(page)
  const row = await findRequest(page, stamp)
  const status = row.getByRole('combobox', { name: `Status of Pat ${stamp}'s request` })
  await expect(status).toHaveValue('new')
  await status.selectOption('contacted')
  await expect(row.getByText(/^Replied in \d+ min$/)).toBeVisible()

  const filter = page.getByRole('combobox', { name: 'Filter by status' })
  await filter.selectOption('new')
  await expect(page.getByRole('tab', { name: 'Contact Forms (0)' })).toBeVisible()
  await expect(page.getByText('No contact forms found')).toBeVisible()
  await filter.selectOption('contacted')
  await expect(page.getByRole('tab', { name: 'Contact Forms (1)' })).toBeVisible()

  await row.getByRole('button', { name: `Pat ${stamp}` }).click()
  const panel = page.getByRole('dialog', { name: `Pat ${stamp}` })
  await expect(panel.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(panel.getByRole('heading', { name: 'Consultation requests (1)' })).toBeVisible()
  await expect(panel.getByRole('heading', { name: 'Resource downloads (1)' })).toBeVisible()
  await expect(panel.getByText('Incident Response Playbook')).toBeVisible()
  await expect(panel.getByText('Pending', { exact: true })).toBeVisible()
  const activity = panel.getByRole('list', { name: 'Activity' })
  await expect(activity).toContainText('Request arrived from the contact form · Source: Direct')
  await expect(activity).toContainText('Notification emailed to you')
  await expect(activity).toContainText(`${E2E_ADMIN.username} changed the status from New to Contacted`)

  const note = '<b>Called</b> & left a message; calling back Thursday.\nAsked for the assessment price.'
  await panel.getByLabel('Note', { exact: true }).fill(note)
  await panel.getByRole('button', { name: 'Add note' }).click()
  const body = panel.getByTestId('note-body')
  await expect(body).toHaveText(note, { useInnerText: true })
  expect(await body.locator('b').count()).toBe(0)
  await expect(activity).toContainText(`${E2E_ADMIN.username} added a note`)

  await panel.getByRole('combobox', { name: `Status of Pat ${stamp}'s request` }).selectOption('qualified')
  await expect(activity).toContainText('changed the status from Contacted to Qualified')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await filter.selectOption('')
  await expect(status).toHaveValue('qualified')

  // The person view opens from the other tabs too.
  await page.getByRole('tab', { name: /^Downloads/ }).click()
  await page
    .getByTestId('downloads-row')
    .filter({ visible: true })
    .first()
    .getByRole('button', { name: `Pat ${stamp}` })
    .click()
  const again = page.getByRole('dialog', { name: `Pat ${stamp}` })
  await expect(again.getByRole('combobox', { name: `Status of Pat ${stamp}'s request` })).toHaveValue('qualified')
})

test('waiting times turn amber from 3 hours and red past 4; Contacted records the first response', async ({
  page,
  request,
}, testInfo) => {
  const stamp = stampFor(testInfo)
  await requestConsultation(request, {
    firstName: 'Sam',
    lastName: stamp,
    email: `sam.${stamp}@pine.k12.example`,
    district: `Pine ${stamp}`,
  })
  await signIn(page)
  let row = await findRequest(page, stamp)
  const response = row.locator('[data-sla]')
  await expect(response).toHaveAttribute('data-sla', 'ok')
  await expect(response).toContainText('Waiting')

  await setClock(request, 3 + 5 / 60)
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(response).toHaveAttribute('data-sla', 'due')
  await expect(response).toHaveText(/Due soon\s*3 h 0[45] min/)
  await expect(response).toHaveClass(/bg-amber-50/)

  await setClock(request, 4 + 1 / 60)
  await page.reload()
  row = await findRequest(page, stamp)
  await expect(response).toHaveAttribute('data-sla', 'overdue')
  await expect(response).toHaveText(/Overdue\s*4 h 0[01] min/)
  await expect(response).toHaveClass(/bg-red-50/)

  await row.getByRole('combobox', { name: `Status of Sam ${stamp}'s request` }).selectOption('contacted')
  await expect(row.getByText(/^Replied in 4 h 0[01] min$/)).toBeVisible()
})

test('a request still New after 3 hours sends one reminder to NOTIFY_EMAIL through SMTP', async ({
  page,
  request,
}, testInfo) => {
  const stamp = stampFor(testInfo)
  const email = `ria.${stamp}@lake.k12.example`
  await requestConsultation(request, { firstName: 'Ria', lastName: stamp, email, district: `Lakeview ${stamp}` })
  const reminders = async () =>
    (await mailbox(request)).filter((m) => m.subject.startsWith('Reminder:') && m.replyTo === email)

  await setClock(request, 2.9)
  await control(request, 'POST', '/run-lead-work')
  expect(await reminders()).toEqual([])

  await setClock(request, 3 + 1 / 60)
  await control(request, 'POST', '/run-lead-work')
  await control(request, 'POST', '/run-lead-work')
  await expect.poll(async () => (await reminders()).length).toBe(1)
  const [mail] = await reminders()
  expect(mail).toMatchObject({
    to: 'consultant@firm.example',
    subject: `Reminder: Ria ${stamp}, Lakeview ${stamp}, is still waiting for a reply`,
  })
  expect(mail!.text).toContain('/admin-contacts')

  await signIn(page)
  const row = await findRequest(page, stamp)
  await row.getByRole('button', { name: `Ria ${stamp}` }).click()
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
    'Reminder emailed to you: still New after 3 hours',
  )
})
