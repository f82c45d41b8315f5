import type { Service } from './types.ts'

export const hero = {
  eyebrow: 'Cybersecurity leadership for K-12 school districts',
  heading: 'Practical cybersecurity leadership for smaller school districts',
  subheading:
    "SchoolShield Cyber Advisory helps superintendents, boards and technology teams reduce cyber risk, protect student data and plan security spending, with advice in plain language. Start with a free consultation about your district's priorities.",
}

export const services: Service[] = [
  {
    id: 'board-cabinet-training',
    title: 'Board and Cabinet Training Programs',
    icon: 'presentation',
    description:
      "Working sessions that prepare board members and district leaders to oversee cyber risk, weigh budget requests and make decisions during an incident. Each session is built around your district's systems, policies and recent events, not generic slides.",
    features: [
      'Cyber risk briefings for board meetings and retreats',
      'Ransomware and data breach tabletop exercises',
      'Leadership roles and decisions during an incident',
      'Questions the board should ask the technology team',
    ],
  },
  {
    id: 'virtual-ciso',
    title: 'Virtual CISO Services',
    icon: 'shield',
    description:
      'Part-time, senior security leadership for districts that need the judgment of a chief information security officer but not a full-time salary. Dr. Ellis works with your technology staff and cabinet on a regular schedule and is available when something goes wrong.',
    features: [
      'Security roadmap based on the NIST Cybersecurity Framework 2.0',
      'Regular working sessions with technology staff',
      'Policy drafting and annual policy review',
      'Guidance during security incidents',
    ],
  },
  {
    id: 'student-staff-training',
    title: 'Student & Staff Training',
    icon: 'graduation-cap',
    description:
      'Practical training that helps staff recognize phishing and payroll fraud and helps students make safe choices online. Sessions fit professional development days and classroom schedules.',
    features: [
      'Phishing and payroll fraud awareness for staff',
      'Role-based sessions for front office, business office and IT',
      'Student lessons on online behavior and cyberbullying',
      'Simulated phishing exercises with follow-up coaching',
    ],
  },
  {
    id: 'compliance-audit-support',
    title: 'Compliance & Audit Support',
    icon: 'clipboard-check',
    description:
      "Help understanding and documenting what FERPA, COPPA, CIPA, PPRA and your state's laws expect of your district. We organize the evidence auditors ask for and flag the questions that belong with your legal counsel.",
    features: [
      'FERPA and student data privacy reviews',
      'CIPA internet safety policy review for E-Rate',
      'Vendor data privacy agreement review',
      'Audit evidence and documentation preparation',
    ],
  },
  {
    id: 'security-assessments',
    title: 'Security Assessments',
    icon: 'search',
    description:
      "A structured review of your district's security controls, measured against the CIS Controls and CISA's recommendations for K-12 schools. You receive a prioritized list of fixes that a small technology team can realistically carry out.",
    features: [
      'Review of MFA, patching, backups and remote access',
      'Scoring against CIS Controls v8.1 Implementation Group 1',
      'Review of internet-facing systems and services',
      'Written report with prioritized recommendations',
    ],
  },
  {
    id: 'technology-security-planning',
    title: 'Technology Security Planning',
    icon: 'map',
    description:
      'A multi-year security plan tied to your budget cycle, funding options and device refresh schedule. The plan shows your board what is being done, what it costs and why it matters.',
    features: [
      'Multi-year security roadmap and budget',
      'Guidance on E-Rate and grant funding options',
      'Security requirements for new technology purchases',
      'Backup and recovery planning',
    ],
  },
]
