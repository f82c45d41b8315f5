import { z } from '#app/lib/zod.ts'
import type { Availability } from './availability.ts'
import type { BookingSettings } from './availability.schema.ts'

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const RANGE = /^(\d{4}-\d{2}-\d{2})(?:\s*(?:to|–|-{1,2})\s*(\d{4}-\d{2}-\d{2}))?$/

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)

const day = (n: number) => ({
  [`open${n}`]: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
  [`start${n}`]: z.string().optional(),
  [`end${n}`]: z.string().optional(),
})

/** The Availability form (decisions 40, 59) in the consultant's units; its output is `bookingSettingsSchema`'s. */
export const availabilityFormSchema = z
  .object({
    ...Object.assign({}, ...[1, 2, 3, 4, 5, 6, 7].map(day)),
    meetingMinutes: whole('Meeting length is 15 to 240 minutes', 15, 240),
    bufferBeforeMinutes: whole('A buffer is 0 to 120 minutes', 0, 120),
    bufferAfterMinutes: whole('A buffer is 0 to 120 minutes', 0, 120),
    minimumNoticeHours: whole('Minimum notice is 0 to 720 hours', 0, 720),
    horizonDays: whole('How far ahead is 1 to 180 days', 1, 180),
    dailyCap: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      whole('The daily cap is 1 to 50 meetings, or empty for none', 1, 50).nullable(),
    ),
    daysOff: z.string().max(5000, 'At most 100 ranges of days off').optional(),
    videoUrl: z.string().max(500, 'The address can be at most 500 characters').optional(),
    phoneCalls: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
  })
  .superRefine((form: Record<string, unknown>, ctx) => {
    for (let n = 1; n <= 7; n += 1) {
      if (!form[`open${n}`]) continue
      const [start, end] = [String(form[`start${n}`] ?? ''), String(form[`end${n}`] ?? '')]
      if (!TIME.test(start))
        ctx.addIssue({ code: 'custom', path: [`start${n}`], message: 'Write times as HH:MM, for example 09:00' })
      else if (!TIME.test(end))
        ctx.addIssue({ code: 'custom', path: [`end${n}`], message: 'Write times as HH:MM, for example 16:00' })
      else if (start >= end)
        ctx.addIssue({ code: 'custom', path: [`end${n}`], message: 'The hours must end after they start' })
    }
    const room = String(form.videoUrl ?? '').trim()
    if (room && !(URL.canParse(room) && room.startsWith('https://')))
      ctx.addIssue({
        code: 'custom',
        path: ['videoUrl'],
        message: 'The meeting room’s address must start with https://',
      })
    for (const line of lines(form.daysOff)) {
      const match = RANGE.exec(line)
      if (!match || (match[2] && match[2] < match[1]!)) {
        ctx.addIssue({
          code: 'custom',
          path: ['daysOff'],
          message: `Write each range as 2026-12-21 to 2027-01-01: "${line.slice(0, 40)}"`,
        })
        return
      }
    }
  })
  .transform((form: Record<string, unknown>): BookingSettings => ({
    weeklyHours: [1, 2, 3, 4, 5, 6, 7]
      .filter((n) => form[`open${n}`])
      .map((weekday) => ({ weekday, start: String(form[`start${weekday}`]), end: String(form[`end${weekday}`]) })),
    meetingMinutes: form.meetingMinutes as number,
    bufferBeforeMinutes: form.bufferBeforeMinutes as number,
    bufferAfterMinutes: form.bufferAfterMinutes as number,
    minimumNoticeMinutes: (form.minimumNoticeHours as number) * 60,
    horizonDays: form.horizonDays as number,
    dailyCap: form.dailyCap as number | null,
    daysOff: lines(form.daysOff).map((line) => {
      const [, from, to] = RANGE.exec(line)!
      return { from: from!, to: to ?? from! }
    }),
    videoUrl: String(form.videoUrl ?? '').trim() || null,
    phoneCalls: form.phoneCalls === true,
  }))

function lines(text: unknown): string[] {
  return typeof text === 'string'
    ? text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
    : []
}

export function formValues(a: Availability): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {
    meetingMinutes: String(a.meetingMinutes),
    bufferBeforeMinutes: String(a.bufferBeforeMinutes),
    bufferAfterMinutes: String(a.bufferAfterMinutes),
    minimumNoticeHours: String(Math.round(a.minimumNoticeMinutes / 60)),
    horizonDays: String(a.horizonDays),
    dailyCap: a.dailyCap === null ? '' : String(a.dailyCap),
    daysOff: a.daysOff.map((d) => (d.from === d.to ? d.from : `${d.from} to ${d.to}`)).join('\n'),
    videoUrl: a.videoUrl ?? '',
    phoneCalls: a.phoneCalls,
  }
  for (let n = 1; n <= 7; n += 1) {
    const hours = a.weeklyHours.find((h) => h.weekday === n)
    values[`open${n}`] = Boolean(hours)
    values[`start${n}`] = hours?.start ?? '09:00'
    values[`end${n}`] = hours?.end ?? '16:00'
  }
  return values
}
