import { expect, it } from 'vitest'
import { axisName } from './chart.tsx'

it('cuts a ranking’s names to 16 characters on a phone-wide chart and 30 above, the table keeping them whole', () => {
  const name = 'Incident Response Playbook for Small Districts'
  expect(axisName(name, 340)).toBe('Incident Respon…')
  expect(axisName(name, 340)).toHaveLength(16)
  expect(axisName(name, 800)).toBe('Incident Response Playbook fo…')
  expect(axisName('FERPA Checklist', 340)).toBe('FERPA Checklist')
})
