import type { AdditionalService, FaqEntry, PricingPlan } from './types.ts'

export const plans: PricingPlan[] = [
  {
    name: 'Security Assessment',
    price: '$2,500',
    period: 'one-time',
    description:
      "A point-in-time review of your district's security controls, ending with a written report and a prioritized plan of fixes your team can act on.",
    features: [
      'Pre-assessment questionnaire and review of existing policies',
      'Interviews with technology staff, on site or remote',
      "Review of MFA, patching, backups and remote access against CISA's K-12 priority steps",
      'Scoring against CIS Controls v8.1 Implementation Group 1',
      'Written report with findings ranked by risk and effort',
      'Results briefing for the superintendent and cabinet',
    ],
    cta: 'Schedule an Assessment',
  },
  {
    name: 'Virtual CISO',
    price: '$3,500',
    period: 'per month',
    badge: 'Most Popular',
    description:
      'Ongoing, part-time security leadership for your district without the cost of a full-time hire. Billed monthly, with no long-term contract.',
    features: [
      'Regular working sessions with your technology team',
      'Security roadmap based on the NIST Cybersecurity Framework 2.0',
      'Policy drafting and annual policy review',
      'Privacy and security review of new vendors and EdTech tools',
      'Risk reports for the superintendent and school board',
      '24/7 emergency support during security incidents',
    ],
    cta: 'Start Virtual CISO Service',
  },
  {
    name: 'Board and Cabinet Training',
    price: '$1,800',
    period: 'per session',
    description:
      'A working session that prepares board members and district leaders to oversee cyber risk and make sound decisions during an incident.',
    features: [
      'Planning call to tailor the session to your district',
      'Briefing on the threats K-12 districts face most often',
      'Tabletop exercise based on a ransomware or data breach scenario',
      'Roles and decision points for the board and cabinet during an incident',
      'Slides and a one-page summary for participants to keep',
    ],
    cta: 'Book a Training Session',
  },
]

export const additionalServices: AdditionalService[] = [
  {
    name: 'Staff Training Program',
    price: '$150',
    period: 'per participant',
    description:
      'Interactive security awareness training for teachers and staff on phishing, payroll fraud, passwords and the safe handling of student data.',
  },
  {
    name: 'Student Digital Citizenship',
    price: '$500',
    period: 'per school',
    description:
      'Age-appropriate lessons on online behavior, social networking and cyberbullying that support the education requirement in your CIPA internet safety policy.',
  },
  {
    name: 'Incident Response Support',
    price: '$2,000',
    period: 'per incident',
    description:
      'Guidance through containment, evidence preservation, notifications and recovery when your district faces ransomware, a data breach or a compromised account.',
  },
  {
    name: 'Compliance Audit Prep',
    price: '$1,200',
    period: 'per audit',
    description:
      'Collection and review of the policies, records and evidence an auditor will ask for, with gaps identified and addressed before the audit begins.',
  },
]

export const whyChooseUs: { value: string; label: string }[] = [
  { value: '50%', label: 'Average cost savings versus a full-time CISO' },
  { value: '24/7', label: 'Emergency support' },
  { value: '100%', label: 'Compliance success rate' },
]

export const faqs: FaqEntry[] = [
  {
    question: 'Do we have to sign a long-term contract?',
    answer:
      'No. Security assessments and training sessions are booked one engagement at a time, and Virtual CISO service is billed month to month with no multi-year commitment. You can start with a single assessment or board session and decide afterward whether ongoing support makes sense.',
  },
  {
    question: 'Can you work around our school calendar?',
    answer:
      "Yes. Staff training can be scheduled on professional development days, board sessions can be held at a regular or special board meeting, and on-site assessment work can be planned for breaks or after hours so it does not disrupt instruction. Virtual CISO meetings are set around your technology team's workload, including the busy start of the school year.",
  },
  {
    question: 'What does 24/7 emergency support cover?',
    answer:
      'Emergency support covers active security incidents, such as suspected ransomware, a compromised email or payroll account, or a possible exposure of student records. You get direct guidance on containment, preserving evidence, notifying your insurer, legal counsel and law enforcement, and communicating with staff and families. It is included in the Virtual CISO plan, and other districts can use Incident Response Support at $2,000 per incident. It does not cover routine help-desk requests or hands-on repair of systems, which stay with your IT staff or vendors.',
  },
  {
    question: 'Do you offer discounts for smaller districts?',
    answer:
      'Yes. Smaller districts can ask for a reduced scope or adjusted pricing that fits their enrollment and budget, and neighboring districts can share the cost of training sessions through a cooperative or regional service agency. Ask for a custom quote during your free consultation.',
  },
]
