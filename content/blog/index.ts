import type { SeedPost } from '../types.ts'
import msIsac from './ms-isac-after-federal-funding.ts'
import awareness from './security-awareness-school-calendar.ts'
import fccPilot from './fcc-cybersecurity-pilot-e-rate-firewalls.ts'
import payroll from './payroll-diversion-business-email-compromise.ts'
import cisaSixSteps from './cisa-protecting-our-future-six-steps.ts'
import ferpaBreach from './ferpa-after-a-data-breach.ts'
import mfa from './mfa-for-district-staff.ts'
import vendors from './vetting-edtech-vendors.ts'
import ransomware from './ransomware-readiness-small-districts.ts'
import boardQuestions from './school-board-cybersecurity-questions.ts'

export const seedPosts: SeedPost[] = [
  msIsac,
  awareness,
  fccPilot,
  payroll,
  cisaSixSteps,
  ferpaBreach,
  mfa,
  vendors,
  ransomware,
  boardQuestions,
]
