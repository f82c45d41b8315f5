import type { QuizCategory } from './types.ts'

/**
 * The district report's own copy (decision 39): for each quiz question, the one next step a
 * district that missed it should take, and the free resource of the library that helps with it
 * (by slug, content/resources.ts); for each category, what to do in the first 30, 60 and 90 days.
 * Facts follow the quiz's explanations and their sources; no figures of our own.
 */
export interface QuestionNextStep {
  step: string
  /** a slug of content/resources.ts */
  resource: string
}

export const questionNextSteps: Record<number, QuestionNextStep> = {
  1: {
    step: 'Check that your annual FERPA notice tells families that rights pass to the student at 18 or on enrollment in a postsecondary institution, and that records staff know when to ask the student rather than the parent.',
    resource: 'ferpa-compliance-checklist',
  },
  2: {
    step: 'Write down one rule for payroll and the business office: any change to bank or deposit details is confirmed by calling a number already on file, never by replying to the email.',
    resource: 'staff-onboarding-security-checklist',
  },
  3: {
    step: 'Add a ransomware section to your incident response plan that names who reports the attack to the FBI (ic3.gov or your local field office) and who decides on next steps, whether or not a ransom is ever considered.',
    resource: 'incident-response-playbook',
  },
  4: {
    step: 'Retire the 90-day password change rule: require a change only when there is evidence of compromise, check new passwords against a list of common and breached ones, and allow password managers.',
    resource: 'password-policy-template',
  },
  5: {
    step: 'When the board adopts the internet safety policy, give public notice and hold at least one public hearing or meeting first, and keep the record of both. A later revision needs its own hearing only if none was ever held; state or local law may ask for more.',
    resource: 'cybersecurity-policy-templates',
  },
  6: {
    step: 'Ask IT for a list of services reachable from the internet, starting with Remote Desktop (RDP), and remove or restrict each one that does not need to be open.',
    resource: 'school-network-security-checklist',
  },
  7: {
    step: 'For each vendor that receives student records, confirm that the contract keeps the vendor under the district’s direct control over how the records are used and maintained.',
    resource: 'edtech-security-evaluation-guide',
  },
  8: {
    step: 'Tell the business office, in writing, that a vendor’s request to change payment details is confirmed by phone at a number already on file before anything changes.',
    resource: 'staff-onboarding-security-checklist',
  },
  9: {
    step: 'Review your directory information notice and systems: a Social Security number must never be listed or released as directory information.',
    resource: 'ferpa-compliance-checklist',
  },
  10: {
    step: 'Schedule a tabletop exercise of your incident response plan with the cabinet and IT, and update the plan with what the exercise shows.',
    resource: 'incident-response-playbook',
  },
  11: {
    step: 'Make sure at least one copy of critical data is offline and encrypted, and restore from it on a schedule to prove it works.',
    resource: 'ransomware-prevention-guide',
  },
  12: {
    step: 'Give cybersecurity a place in governance: name who owns cybersecurity risk, and report on it to the board as NIST CSF 2.0’s Govern function describes.',
    resource: 'board-presentation-templates',
  },
  13: {
    step: 'Turn on multi-factor authentication for email and other staff accounts, starting with administrators, payroll and finance; prefer phishing-resistant methods such as passkeys or security keys.',
    resource: 'training-schedule-template',
  },
  14: {
    step: 'Treat a privacy seal as a starting point: read the detailed evaluation and sign a data privacy agreement before teachers use the app.',
    resource: 'edtech-security-evaluation-guide',
  },
  15: {
    step: 'Find out what your state’s breach-notification law requires of the district, and write those notices and deadlines into your incident response plan.',
    resource: 'data-breach-notification-checklist',
  },
}

/** What to do about a missed category in the first 30, 60 and 90 days. */
export const categoryPlan: Record<QuizCategory, { days30: string; days60: string; days90: string }> = {
  FERPA: {
    days30: 'FERPA: review the annual notice and the directory information categories.',
    days60: 'FERPA: check who can reach student records, and that each has a legitimate educational interest.',
    days90: 'FERPA: train records staff and principals on disclosures and the disclosure log.',
  },
  Phishing: {
    days30: 'Phishing: turn on multi-factor authentication for payroll, finance and administrator accounts.',
    days60: 'Phishing: give all staff short training on fake sign-in pages and payroll-change emails.',
    days90: 'Phishing: extend multi-factor authentication to every staff account.',
  },
  'Incident Response': {
    days30: 'Incident response: name who leads, who decides and who calls the FBI and your insurer.',
    days60: 'Incident response: run a tabletop exercise of the plan with the cabinet.',
    days90: 'Incident response: update the plan with the exercise’s lessons and your state’s notice rules.',
  },
  'Data Protection': {
    days30: 'Data protection: confirm an offline, encrypted backup of critical systems exists.',
    days60: 'Data protection: restore from that backup as a test, and write down how long it took.',
    days90: 'Data protection: bring the password policy in line with NIST SP 800-63B-4.',
  },
  Policy: {
    days30: 'Policy: list the cybersecurity policies the board has adopted, and when each was last reviewed.',
    days60: 'Policy: name an owner of cybersecurity risk and a regular report to the board.',
    days90:
      'Policy: find the record of the CIPA public notice and hearing; if none was ever held, hold one before the next revision.',
  },
  'Network Security': {
    days30: 'Network security: list every service reachable from the internet.',
    days60: 'Network security: close or restrict the ones that need not be open, starting with RDP.',
    days90: 'Network security: keep automatic updates on, and check the list again each quarter.',
  },
  'Vendor Management': {
    days30: 'Vendor management: list the vendors that receive student records.',
    days60: 'Vendor management: check each contract or data privacy agreement for direct control and use limits.',
    days90: 'Vendor management: set one review process for new apps before teachers use them.',
  },
  'Social Engineering': {
    days30: 'Social engineering: require a call-back to a known number for any change to payment details.',
    days60: 'Social engineering: brief the business office on urgent vendor and payroll-change emails.',
    days90: 'Social engineering: check that the call-back rule is followed, and add it to onboarding.',
  },
}
