import type { ResourceEntry } from './types.ts'

export const resources: ResourceEntry[] = [
  {
    title: 'FERPA Compliance Checklist',
    slug: 'ferpa-compliance-checklist',
    icon: 'clipboard-check',
    description:
      'Checks for annual notices, directory information opt-outs, disclosure records and vendor access under FERPA. For principals, registrars and district privacy leads.',
  },
  {
    title: 'Cybersecurity Budget Template',
    slug: 'cybersecurity-budget-template',
    icon: 'calculator',
    description:
      'A fill-in template for estimating security costs by category and year, with space for funding sources such as E-Rate and grants. For business managers and technology directors.',
  },
  {
    title: 'Board Presentation Templates',
    slug: 'board-presentation-templates',
    icon: 'presentation',
    description:
      'Slide outlines and talking points for briefing the school board on cyber risk, program progress and budget requests. For superintendents and technology directors.',
  },
  {
    title: 'Incident Response Playbook',
    slug: 'incident-response-playbook',
    icon: 'siren',
    description:
      'Roles, steps and decision points for the first hours and days of a ransomware attack, account compromise or data breach. For the district incident response team.',
  },
  {
    title: 'EdTech Security Evaluation Guide',
    slug: 'edtech-security-evaluation-guide',
    icon: 'laptop',
    description:
      "Questions for reviewing an app's data collection, security and privacy terms before it is used with students. For technology coordinators and curriculum leaders.",
  },
  {
    title: 'Student Digital Citizenship Curriculum',
    slug: 'student-digital-citizenship-curriculum',
    icon: 'book-open',
    description:
      'Lesson outlines by grade band on online behavior, social networking, cyberbullying and protecting personal information. For teachers, librarians and counselors.',
  },
  {
    title: 'Training Schedule Template',
    slug: 'training-schedule-template',
    icon: 'calendar',
    description:
      'A month-by-month school-year plan for staff, leadership and board security training, with columns for topic, audience, format, owner and date, and a completion tracker. For technology coordinators and HR.',
  },
  {
    title: 'Data Breach Notification Checklist',
    slug: 'data-breach-notification-checklist',
    icon: 'mail-warning',
    description:
      'Steps for deciding who must be told after a breach of student or staff data, with prompts for state law, insurers, law enforcement and families. For superintendents and counsel.',
  },
  {
    title: 'Password Policy Template',
    slug: 'password-policy-template',
    icon: 'key',
    description:
      'An editable password and multi-factor authentication policy aligned with NIST SP 800-63B-4. For technology directors preparing a policy for board approval.',
  },
  {
    title: 'Student Information System Security Guide',
    slug: 'student-information-system-security-guide',
    icon: 'database',
    description:
      'How to secure the student information system with role-based access, multi-factor authentication, audit logs and controlled vendor access. For SIS administrators.',
  },
  {
    title: 'School Network Security Checklist',
    slug: 'school-network-security-checklist',
    icon: 'network',
    description:
      'Checks for firewall rules, network segmentation, Wi-Fi, remote access and patching. For IT directors and network technicians reviewing their own environment.',
  },
  {
    title: 'Cybersecurity Policy Templates',
    slug: 'cybersecurity-policy-templates',
    icon: 'scroll',
    description:
      'Starter policies on acceptable use, access control, data handling, incident response and vendor security. For districts drafting or updating policies for board adoption.',
  },
  {
    title: 'Staff Onboarding Security Checklist',
    slug: 'staff-onboarding-security-checklist',
    icon: 'user-check',
    description:
      'Steps for setting up accounts, access and MFA for new staff before and on day one, security basics within their first 30 days, and role changes and offboarding. For HR and IT staff.',
  },
  {
    title: 'IT Asset Management Template',
    slug: 'it-asset-management-template',
    icon: 'server',
    description:
      'A template for tracking devices and software with owners, locations and support end dates, based on CIS Controls 1 and 2. For technology coordinators.',
  },
  {
    title: 'Ransomware Prevention Guide',
    slug: 'ransomware-prevention-guide',
    icon: 'lock',
    description:
      'Prevention steps drawn from the #StopRansomware Guide and CISA guidance for K-12: MFA, patching, tested offline backups and an exercised response plan. For IT leaders.',
  },
]

export const resourceTitles = resources.map((r) => r.title)
