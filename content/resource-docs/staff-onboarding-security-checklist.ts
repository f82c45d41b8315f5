import {
  cisaK12Report,
  cisControls,
  ferpaRegulations,
  ic3Bec2019Psa,
  ic3PayrollDiversionPsa,
  nistSp80063b4,
} from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Staff Onboarding Security Checklist',
  subtitle: 'Account, device and training steps for new hires, role changes and departures',
  intro: [
    'Most security problems in a district start with an account: one that has more access than the job needs, one without multi-factor authentication (MFA), or one that stays active after someone leaves. This checklist gives human resources, the technology department and supervisors in a small district one shared list for every hire, transfer and departure, including substitutes, coaches, contractors and long-term volunteers who receive district accounts.',
    'How to use this document: start a copy of the checklist for each person when the hire is approved. Human resources keeps the copy with the personnel file, and the person responsible for each item writes their name and the date as it is done. The sign-off table at the end records that each stage is complete. Adjust the items to your systems, but keep the same-day offboarding rule.',
  ],
  sections: [
    {
      heading: 'Before Day One',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Create accounts from an approved role, not by copying another employee’s account. Copying carries over access the new person does not need.',
        },
        {
          kind: 'checklist',
          items: [
            'Human resources sends the technology department the start date, position, building and supervisor',
            'Supervisor confirms the role and any access beyond the standard role, in writing',
            'Technology department creates the email account and places it in the correct role groups',
            'Student information system access is set to the role, buildings and classes the job requires',
            'Finance, payroll or human resources system access is approved by the business manager before it is created',
            'No administrator rights are given unless the job requires them, and then only on a separate administrator account',
            'A district device is prepared with encryption, endpoint protection and current updates',
            'A one-time temporary password is set to be changed at first sign-in, and is given to the employee in person or by phone, not by email',
          ],
        },
        {
          kind: 'table',
          columns: ['Access item', 'Standard for this role?', 'Extra access approved by', 'Created on'],
          rows: [
            ['Email and file storage', '', '', ''],
            ['Student information system', '', '', ''],
            ['Learning management system', '', '', ''],
            ['Finance, payroll or HR system', '', '', ''],
            ['Building access badge or keys', '', '', ''],
            ['Other', '', '', ''],
          ],
        },
      ],
    },
    {
      heading: 'Day One',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Employee signs in, sets a new password that meets the district password rules, and enrolls in MFA with the technology department present',
            'Employee sets up account recovery options approved by the district',
            'District device is issued and recorded in the asset inventory with the asset tag and the employee’s name',
            'Employee reads and signs the acceptable use policy',
            'Employee receives a short briefing on FERPA basics: student records are confidential, access is for a legitimate educational interest only, and records are shared only through approved channels',
            'Employee learns how to report a suspicious email using the report button or the help desk, and is told that the district will never ask for a password',
            'Employee is told whom to call about a lost device, an unexpected MFA prompt or a mistake such as clicking a bad link, and that fast reporting is expected and not punished',
          ],
        },
        {
          kind: 'note',
          text: 'The FERPA briefing is an orientation, not legal advice. Staff with questions about specific disclosures should ask the building principal or the district data privacy lead.',
        },
      ],
    },
    {
      heading: 'First 30 Days',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Employee completes the district security awareness training',
            'Employees who handle payroll, vendor payments or student records complete the additional role-based training',
            'Supervisor confirms the employee can reach everything needed and nothing more',
            'Technology department confirms MFA is active on all required systems',
            'Employee confirms that any passwords are saved only in the approved password manager',
            'Payroll and business office staff are trained on the direct deposit change procedure below',
          ],
        },
      ],
    },
    {
      heading: 'Direct Deposit and Payroll Change Verification',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The FBI warned in a September 2018 Internet Crime Complaint Center (IC3) public service announcement that criminals were phishing employee sign-in details and using them to redirect paychecks, often to prepaid cards, while hiding the change alerts. It named education among the hardest-hit sectors. A September 2019 IC3 announcement described a variant: a spoofed email that appears to come from an employee asks human resources or payroll to change that employee’s deposit account. The same verification habits protect vendor payment changes.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Require MFA on the payroll self-service portal. If it does not use district single sign-on, have employees use a payroll password different from their email password.',
              owner: 'Business manager and technology director',
            },
            {
              text: 'Accept direct deposit changes only through the payroll system with MFA, or on a signed form delivered in person.',
              owner: 'Payroll',
            },
            {
              text: 'Treat any email or text asking to change deposit or payment details as suspect until it is verified, no matter who it appears to come from, especially if it is urgent.',
              owner: 'Payroll and business office',
            },
            {
              text: 'Call the employee at the phone number already on file, not one in the request, or confirm in person, before making the change.',
              owner: 'Payroll',
            },
            {
              text: 'Have a second person approve the change, and send a confirmation notice to the employee’s old and new contact methods where possible.',
              owner: 'Business manager',
            },
            {
              text: 'If a request turns out to be fraudulent, report it to the technology department the same day so the account can be secured, and report the crime to IC3.',
              owner: 'Business manager',
            },
          ],
        },
      ],
    },
    {
      heading: 'Role Changes and Transfers',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Human resources notifies the technology department on the day the change takes effect',
            'Access for the old role and building is removed, not just added to',
            'Student information system role and buildings are updated',
            'New access beyond the standard role is approved by the new supervisor',
            'Shared mailboxes, distribution lists and shared drives are updated',
            'Assigned devices are reassigned or returned and the asset inventory is updated',
          ],
        },
      ],
    },
    {
      heading: 'Offboarding',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Disable access on the person’s last working day, at the end of the day or at the moment of separation for an involuntary departure. Disable first, then decide what to keep: a disabled account can be reopened, but data taken after departure cannot be recovered.',
        },
        {
          kind: 'checklist',
          items: [
            'Human resources notifies the technology department of the last day as soon as it is known',
            'District account is disabled on the last day and all active sessions are signed out',
            'MFA methods and app passwords are removed',
            'Access to the student information system, finance and other systems with separate sign-ins is disabled',
            'Passwords for any shared or service accounts the person knew are changed',
            'Email forwarding rules are checked and removed, and mail is delegated to the supervisor if needed',
            'Devices, security keys, badges and keys are collected and recorded in the asset inventory',
            'Files the district needs are transferred to the supervisor or a shared drive',
            'Account is deleted or archived on the date set by the records retention schedule',
          ],
        },
      ],
    },
    {
      heading: 'Sign-Off',
      blocks: [
        {
          kind: 'table',
          columns: ['Employee name', 'Position', 'Building', 'Start date'],
          rows: [['', '', '', '']],
        },
        {
          kind: 'table',
          columns: ['Stage', 'Technology department', 'Supervisor', 'Human resources', 'Date complete'],
          rows: [
            ['Before day one', '', '', '', ''],
            ['Day one', '', '', '', ''],
            ['First 30 days', '', '', '', ''],
            ['Role change', '', '', '', ''],
            ['Offboarding', '', '', '', ''],
          ],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-28',
  sources: [ic3PayrollDiversionPsa, ic3Bec2019Psa, cisaK12Report, cisControls, nistSp80063b4, ferpaRegulations],
} satisfies ResourceDocument
