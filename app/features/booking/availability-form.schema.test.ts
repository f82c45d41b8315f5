import { describe, expect, it } from 'vitest'
import { bookingSettingsSchema } from './availability.schema.ts'
import { DEFAULT_AVAILABILITY } from './availability.ts'
import { availabilityFormSchema, formValues } from './availability-form.schema.ts'

describe('the Availability form', () => {
  it('gives back the saved settings unchanged, in the API’s own shape', () => {
    const settings = {
      ...DEFAULT_AVAILABILITY,
      dailyCap: 3,
      videoUrl: 'https://meet.example.com/abc-defg-hij',
      phoneCalls: true,
      daysOff: [
        { from: '2026-12-21', to: '2027-01-01' },
        { from: '2026-11-26', to: '2026-11-26' },
      ],
    }
    const values = Object.fromEntries(
      Object.entries(formValues(settings)).flatMap(([k, v]) => (v === false ? [] : [[k, v === true ? 'on' : v]])),
    )
    const parsed = availabilityFormSchema.parse(values)
    expect(parsed).toEqual(settings)
    expect(bookingSettingsSchema.parse(parsed)).toMatchObject(settings)
  })

  it('names the field of each mistake', () => {
    const result = availabilityFormSchema.safeParse({
      open1: 'on',
      start1: '16:00',
      end1: '09:00',
      meetingMinutes: '30',
      bufferBeforeMinutes: '15',
      bufferAfterMinutes: '15',
      minimumNoticeHours: '24',
      horizonDays: '30',
      daysOff: '2026-12-21 to 2026-12-01',
      videoUrl: 'http://meet.example.com/abc',
    })
    expect(result.success).toBe(false)
    const paths = result.error!.issues.map((i) => i.path.join('.'))
    expect(paths).toEqual(['end1', 'videoUrl', 'daysOff'])
    expect(result.error!.issues[0]!.message).toBe('The hours must end after they start')
    const short = availabilityFormSchema.safeParse({ meetingMinutes: '5', horizonDays: '0' })
    expect(short.error!.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['meetingMinutes', 'horizonDays', 'minimumNoticeHours']),
    )
  })
})
