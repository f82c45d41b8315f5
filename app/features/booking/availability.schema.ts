import { z } from '#app/lib/zod.ts'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const minutes = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number of minutes` })
    .int(`${label} must be a whole number of minutes`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ${max} minutes`)

/** The Availability settings (decisions 40, 59); the room and calendar addresses are https only, as the fetch is. */
export const bookingSettingsSchema = z.object({
  weeklyHours: z
    .array(
      z
        .object({
          weekday: z.coerce.number().int().min(1, 'Choose a weekday').max(7, 'Choose a weekday'),
          start: z.string().regex(TIME, 'Write times as HH:MM, for example 09:00'),
          end: z.string().regex(TIME, 'Write times as HH:MM, for example 16:00'),
        })
        .refine((h) => h.start < h.end, { message: 'The hours must end after they start', path: ['end'] }),
    )
    .max(21, 'At most three blocks of hours a day'),
  meetingMinutes: minutes('Meeting length', 240).min(15, 'Meetings are at least 15 minutes'),
  bufferBeforeMinutes: minutes('Buffer before', 120),
  bufferAfterMinutes: minutes('Buffer after', 120),
  minimumNoticeMinutes: minutes('Minimum notice', 30 * 24 * 60),
  horizonDays: z.coerce
    .number({ error: 'How far ahead must be a whole number of days' })
    .int('How far ahead must be a whole number of days')
    .min(1, 'How far ahead must be at least 1 day')
    .max(180, 'How far ahead can be at most 180 days'),
  dailyCap: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.coerce
      .number()
      .int('The daily cap must be a whole number')
      .min(1, 'The daily cap must be at least 1')
      .max(50)
      .nullable(),
  ),
  daysOff: z
    .array(
      z
        .object({
          from: z.string().regex(DATE, 'Write dates as YYYY-MM-DD'),
          to: z.string().regex(DATE, 'Write dates as YYYY-MM-DD'),
        })
        .refine((d) => d.from <= d.to, {
          message: 'A range of days off must end on or after its first day',
          path: ['to'],
        }),
    )
    .max(100, 'At most 100 ranges of days off'),
  videoUrl: z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string()
      .trim()
      .max(500, 'The address can be at most 500 characters')
      .url('Paste the meeting room’s address (https://…)')
      .refine((u) => u.startsWith('https://'), 'The meeting room’s address must start with https://')
      .nullable(),
  ),
  phoneCalls: z.boolean().default(false),
  calendarUrl: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .trim()
      .max(2000, 'The address can be at most 2000 characters')
      .url('Paste the calendar’s secret address (https://…)')
      .refine((u) => u.startsWith('https://'), 'The calendar’s address must start with https://')
      .nullable()
      .optional(),
  ),
})
/** The admin's calendar form: only the address of the consultant's own calendar (empty: none). */
export const calendarUrlSchema = bookingSettingsSchema.pick({ calendarUrl: true })
export type CalendarUrlInput = z.input<typeof calendarUrlSchema>

export type BookingSettings = z.output<typeof bookingSettingsSchema>
