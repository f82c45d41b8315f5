import {
  cisaK12Report,
  cisControls,
  ferpaRegulations,
  ferpaStatute,
  k12six2022Report,
  ndpa,
  powerSchoolIncident,
} from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Student Information System Security Guide',
  subtitle: 'Practical steps to control who can see student records in your SIS, and to show that you do',
  intro: [
    'The student information system (SIS) holds more student data than any other district system: enrollment, addresses, grades, attendance, discipline, health notes, special education flags and family contacts. This guide helps superintendents, principals and technology directors in small districts secure it with limited staff, whether it runs on a district server or is vendor-hosted.',
    'Work through the seven steps in order; each names a suggested owner, and one person may hold several roles. Record decisions in the tables, take the vendor questions to your SIS provider, and file the quarterly access review with your compliance records.',
  ],
  sections: [
    {
      heading: 'Why the SIS Needs Its Own Plan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under FERPA, an education record is any record directly related to a student and maintained by the district or someone acting for it, in any medium; nearly everything in the SIS qualifies. FERPA prescribes no specific controls, but requires reasonable methods (physical or technical access controls, or an effective administrative policy) so school officials reach only records in which they have a legitimate educational interest (34 CFR 99.31(a)(1)(ii)). Role-based SIS access is the most direct way to meet that.',
        },
        {
          kind: 'paragraph',
          text: 'Vendors matter as much as staff: K12 SIX’s 2022 Year in Review found that 55 percent of publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors (see step 5). In December 2024 an attacker used a compromised credential on a PowerSchool customer support portal to copy SIS records belonging to many districts at once.',
        },
      ],
    },
    {
      heading: 'Step 1: Role-Based Access and Least Privilege',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Least privilege means each person gets only the access their job requires, for only the schools and students they serve. Build roles around jobs, not individuals, and never create a role by copying an administrator role.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'For each role below, decide its schools, students (own classes, caseload, building, district), data areas, and edit or export rights.',
              owner: 'Principals and district data lead',
            },
            {
              text: 'Restrict health, special education, discipline and custody notes to the roles that work with them.',
              owner: 'District data lead',
            },
            {
              text: 'Limit full SIS admin rights to two named people, each with a separate admin account.',
              owner: 'Superintendent approves',
            },
            {
              text: 'Give substitutes and student teachers time-limited access to their classes, no exports.',
              owner: 'Building office manager',
            },
            {
              text: 'Move accounts onto the new roles; remove individually granted extra permissions.',
              owner: 'SIS administrator',
            },
          ],
        },
        {
          kind: 'table',
          columns: ['Role', 'Schools and students', 'Data areas', 'Edit?', 'Export?', 'Approved by'],
          widths: [105, 105, 105, 35, 40, 53],
          rows: [
            ['Classroom teacher', '', '', '', '', ''],
            ['Counselor', '', '', '', '', ''],
            ['Nurse', '', '', '', '', ''],
            ['School office staff', '', '', '', '', ''],
            ['Special education staff', '', '', '', '', ''],
            ['Principal', '', '', '', '', ''],
            ['District office staff', '', '', '', '', ''],
            ['Substitute', '', '', '', '', ''],
            ['Vendor support', '', '', '', '', ''],
          ],
        },
      ],
    },
    {
      heading: 'Step 2: Multi-Factor Authentication',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Multi-factor authentication (MFA) is one of the six priority steps in CISA’s K-12 report, and the SIS is among the first systems it should protect: a stolen password alone should never open student records.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Require MFA for every staff SIS account, starting with admins, office staff and building- or district-wide users. With single sign-on, enforce it there and turn off direct password sign-in.',
              owner: 'SIS administrator and technology director',
            },
            {
              text: 'Require MFA on vendor support accounts, or grant vendors only time-limited access.',
              owner: 'Technology director',
            },
            {
              text: 'If MFA ships turned off, ask for it on by default, as CISA urges schools to press vendors to do.',
              owner: 'Technology director',
            },
          ],
        },
      ],
    },
    {
      heading: 'Step 3: Account Lifecycle and Quarterly Reviews',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Accounts pile up as staff move, substitutes finish and people leave. Tie SIS accounts to HR records and check every account at least quarterly: CIS Safeguard 5.1, part of the baseline CIS recommends for every organization, sets quarterly as the minimum for confirming that each active account is still authorized, and a quarterly check catches substitutes, transfers and leaves before a semester\u2019s worth build up.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Report every hire, transfer, leave and departure on the day it takes effect; the account changes that day.',
              owner: 'Human resources and SIS administrator',
            },
            {
              text: 'Each quarter, have principals confirm or remove in writing each account with access to their building, and record the result in the quarterly access review below.',
              owner: 'SIS administrator',
            },
            {
              text: 'Disable accounts unused for the set period; replace shared or generic accounts with named ones.',
              owner: 'SIS administrator',
            },
          ],
        },
      ],
    },
    {
      heading: 'Step 4: Audit Logs (CIS Control 8)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CIS Controls v8.1 Control 8 asks organizations to collect, review and keep logs that help detect and investigate an attack: for the SIS, who signed in, what they viewed or changed, and what left the system.',
        },
        {
          kind: 'checklist',
          items: [
            'Successful and failed sign-ins are logged with time and location or IP',
            'Changes to grades, attendance, demographics and roles, report runs and exports are logged by account',
            'Log retention is set, and the vendor keeps logs at least that long',
            'A named person regularly reviews admin activity, large exports and grade changes after grading closes',
            'Alerts are set for unusual sign-in locations and large exports',
          ],
        },
        {
          kind: 'decision',
          question: 'Does your SIS log which records each user viewed and exported?',
          branches: [
            {
              answer: 'Yes',
              action: 'Confirm you can get logs within a day, and add log review to the quarterly review.',
            },
            {
              answer: 'Only sign-ins and changes',
              action:
                'Ask the vendor to turn on or add view and export logging. Until then, tighten export rights (step 6).',
            },
            { answer: 'Not sure', action: 'Ask the vendor in writing using step 5, and record the answer.' },
          ],
        },
      ],
    },
    {
      heading: 'Step 5: Questions for a Vendor-Hosted SIS',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ask at purchase, at renewal and after major product changes. Keep the written answers with the contract.',
        },
        {
          kind: 'bullets',
          items: [
            'Where is our data hosted, which subcontractors can reach it, and is it encrypted in transit and at rest?',
            'Can we require MFA for all staff accounts and connect the SIS to our single sign-on?',
            'Which user actions are logged, for how long, and how do we get the logs? Is vendor support access logged?',
            'How fast will you notify us of a security incident affecting our data, and is that in the contract?',
            'How often is our data backed up, and how quickly can you restore it after an outage or ransomware?',
            'At contract end, how will you return and delete our data, and will you certify the deletion?',
            'Will you sign a data privacy agreement, such as the Student Data Privacy Consortium’s National Data Privacy Agreement with our state terms?',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Under FERPA’s school-official exception, the vendor must perform a function staff would otherwise do, be under the district’s direct control over use and maintenance of the records, and be bound by the redisclosure limits in 34 CFR 99.33. The contract records that control.',
        },
      ],
    },
    {
      heading: 'Step 6: Data Exports and Integrations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Student data leaves the SIS through rostering connections to learning apps and by hand in spreadsheets and reports; each is a copy of student records outside the SIS.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'List every integration below (rostering, LMS, assessment, library, food, transport, messaging); send only fields each uses, not unneeded birth dates, addresses or program flags.',
              owner: 'Technology director with curriculum lead',
            },
            {
              text: 'Have a data privacy agreement on file before data flows; turn off unused connections.',
              owner: 'District data lead',
            },
            {
              text: 'Keep API keys in district accounts; change them when someone who knew them leaves.',
              owner: 'SIS administrator',
            },
            {
              text: 'Limit export rights; exports go only to district storage, never personal accounts, and are deleted after use.',
              owner: 'Principals and SIS administrator',
            },
          ],
        },
        {
          kind: 'table',
          columns: [
            'Integration or app',
            'Connection type',
            'Fields sent',
            'Schools or grades',
            'DPA on file?',
            'Owner',
            'Last reviewed',
          ],
          rows: [],
          emptyRows: 4,
        },
      ],
    },
    {
      heading: 'Step 7: Disclosure Recordkeeping (34 CFR 99.32)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'FERPA requires a record of each request for and disclosure of personally identifiable information from education records, naming the party and its legitimate interest, kept with the records as long as they are. None is needed for disclosures to the parent or eligible student, school officials, parties with written consent, directory information, or certain subpoenas. Use the SIS disclosure log, or this log with a copy in each affected record.',
        },
        {
          kind: 'table',
          columns: [
            'Date',
            'Requesting or receiving party',
            'Student or records involved',
            'Legitimate interest or legal basis',
            'Approved by',
          ],
          rows: [],
          emptyRows: 3,
        },
        {
          kind: 'note',
          text: 'This guide is not legal advice. Which disclosures must be logged depends on the facts; confirm how FERPA, state student privacy laws and your contracts apply with counsel or your state education agency.',
        },
      ],
    },
    {
      heading: 'Quarterly Access Review',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each quarter, the SIS administrator and district data lead check the highest-risk accounts and connections.',
        },
        {
          kind: 'table',
          columns: [
            'Quarter',
            'Administrator accounts (count, all confirmed?)',
            'Accounts disabled',
            'Roles changed',
            'Large exports reviewed',
            'Integrations reviewed',
            'Reviewer and date',
          ],
          rows: [
            ['Q1', '', '', '', '', '', ''],
            ['Q2', '', '', '', '', '', ''],
            ['Q3', '', '', '', '', '', ''],
            ['Q4', '', '', '', '', '', ''],
          ],
        },
        {
          kind: 'table',
          columns: ['District setting', 'Value'],
          rows: [
            ['Inactivity period before an account is disabled', ''],
            ['Audit log retention period', ''],
            ['Who may approve a new SIS role', ''],
            ['Where signed review records are kept', ''],
          ],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-29',
  sources: [ferpaStatute, ferpaRegulations, cisControls, cisaK12Report, k12six2022Report, powerSchoolIncident, ndpa],
} satisfies ResourceDocument
