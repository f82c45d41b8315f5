import { expect, it } from 'vitest'
import { phoneEnding, phoneNumber, phoneText } from './phone.ts'
import { choosePlace, offeredPlaces, placeSentence, placeView } from './place.ts'

it('reads phone numbers with libphonenumber-js: US numbers without a country code, others with it', () => {
  expect(phoneNumber(' (312) 555-0199 ')).toBe('+13125550199')
  expect(phoneNumber('+1 312 555 0199')).toBe('+13125550199')
  expect(phoneNumber('+44 20 7946 0958')).toBe('+442079460958')
  // too short, an area code that does not exist, letters
  for (const bad of ['555-0100', '(555) 010-4821', 'call me', '12345']) expect(phoneNumber(bad)).toBeNull()
  expect(phoneText('+13125550199')).toBe('(312) 555-0199')
  expect(phoneText('+442079460958')).toBe('+44 20 7946 0958')
  expect(phoneEnding('+13125550199')).toBe('the number ending in 0199')
})

it('offers what Availability says, and settles a request’s place or names the field to fix', () => {
  expect(offeredPlaces({ videoUrl: null, phoneCalls: false })).toEqual([])
  expect(offeredPlaces({ videoUrl: 'https://meet.example.com/x', phoneCalls: true })).toEqual(['video', 'phone'])
  expect(choosePlace([], { place: 'phone', phone: '+13125550199' })).toEqual({ place: null, phone: null })
  expect(choosePlace(['video'], { phone: '+13125550199' })).toEqual({ place: 'video', phone: null })
  expect(choosePlace(['phone'], { phone: null })).toEqual({
    field: 'phone',
    message: 'Please give the number we should call',
  })
  expect(choosePlace(['phone'], { phone: '+13125550199' })).toEqual({ place: 'phone', phone: '+13125550199' })
  expect(choosePlace(['video', 'phone'], { phone: null })).toEqual({
    field: 'place',
    message: 'Please choose how we meet',
  })
  expect(choosePlace(['video'], { place: 'phone', phone: '+13125550199' })).toEqual({ place: 'video', phone: null })
})

it('words a place for its reader, and says nothing of one the consultant arranges', () => {
  const phone = { place: 'phone' as const, videoUrl: null, phone: '+13125550199' }
  expect(placeView(phone, phoneText)).toEqual({
    kind: 'phone',
    label: 'Phone call',
    detail: '(312) 555-0199',
    href: 'tel:+13125550199',
  })
  expect(placeSentence(placeView(phone, phoneEnding))).toBe(
    'We call you at the time booked, on the number ending in 0199.',
  )
  expect(placeView({ place: 'video', videoUrl: null, phone: null }, phoneText)).toBeNull()
  expect(placeSentence(null)).toBe('We call you at the time booked, or send a video link by email beforehand.')
})
