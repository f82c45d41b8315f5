import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Student Information System Security Guide',
  subtitle: 'Practical steps to control who can see student records in your SIS, and to show that you do',
  intro: [
    'The student information system (SIS) holds more student data than any other district system: enrollment, addresses, grades, attendance, discipline, health notes, special education flags and family contacts. This guide is for superintendents, principals and technology directors in small districts who need to secure it with limited staff, whether the SIS runs on a district server or is hosted by a vendor.',
    'How to use this document: work through the seven steps in order. Each step names a suggested owner; in a small district one person may hold several of these roles. Use the tables to record decisions, bring the vendor questions to your SIS provider, and keep the completed quarterly access review with your compliance records.',
  ],
  sections: [
    {
      heading: 'Why the SIS Needs Its Own Plan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under FERPA, an education record is any record directly related to a student and maintained by the district or by someone acting for it, in any medium. Nearly everything in the SIS qualifies. FERPA does not prescribe specific security controls, but its regulations require the district to use reasonable methods, either physical or technical access controls or an effective administrative policy, to make sure school officials reach only the records in which they have a legitimate educational interest (34 CFR 99.31(a)(1)(ii)). Role-based access in the SIS is the most direct way to meet that expectation.',
        },
        {
          kind: 'paragraph',
          text: 'Vendors matter as much as district staff. CISA’s January 2023 K-12 report cites K12 SIX data showing that 55 percent of publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors. Questions for a hosted SIS are in step 5.',
        },
        {
          kind: 'note',
          text: 'This guide is not legal advice. Confirm how FERPA, state student privacy laws and your contracts apply to your district with counsel.',
        },
      ],
    },
    {
      heading: 'Step 1: Role-Based Access and Least Privilege',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Least privilege means each person gets only the access their job requires, for only the schools and students they serve. Build SIS roles around jobs, not around individuals, and never create a new role by copying an administrator role.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'List every job that uses the SIS: teachers, counselors, nurses, office staff, special education staff, principals, district office staff, substitutes, and vendor support.',
              owner: 'Technology director with principals',
            },
            {
              text: 'For each role, decide which schools, which students (own classes, own caseload, whole building or district) and which data areas it needs, and whether it can edit or export. Record the decisions in the role matrix below.',
              owner: 'Principals and district data lead',
            },
            {
              text: 'Restrict the most sensitive areas, such as health, special education, discipline and custody notes, to the roles that work with them.',
              owner: 'District data lead',
            },
            {
              text: 'Limit full SIS administrator rights to two named people, each using a separate administrator account that is not their everyday account.',
              owner: 'Superintendent approves',
            },
            {
              text: 'Give substitutes and student teachers time-limited access to the classes they cover, with no export rights.',
              owner: 'Building office manager',
            },
            {
              text: 'Move existing accounts onto the new roles and remove any individually granted extra permissions.',
              owner: 'SIS administrator',
            },
          ],
        },
        {
          kind: 'table',
          columns: ['Role', 'Schools and students', 'Data areas', 'Edit?', 'Export?', 'Approved by'],
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
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Step 2: Multi-Factor Authentication',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Multi-factor authentication (MFA) is one of the six priority steps in CISA’s K-12 report, and the SIS is among the first systems it should protect. A stolen password alone should never be enough to open student records.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Require MFA for every staff SIS account, starting with administrators, office staff and anyone who can see a whole building or the whole district.',
              owner: 'SIS administrator',
            },
            {
              text: 'If staff sign in through district single sign-on, enforce MFA there and turn off direct password sign-in to the SIS where the vendor allows it.',
              owner: 'Technology director',
            },
            {
              text: 'Require MFA on vendor support accounts, or have the vendor connect only when the district grants time-limited access.',
              owner: 'Technology director',
            },
            {
              text: 'If the vendor supports MFA but ships it turned off, ask for it to be enabled by default. CISA urges schools to press vendors to turn on security controls such as administrator MFA by default.',
              owner: 'Technology director',
            },
          ],
        },
      ],
    },
    {
      heading: 'Step 3: Account Lifecycle and Semester Reviews',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Accounts pile up: staff change buildings, substitutes finish assignments, and people leave. Tie SIS accounts to human resources records so changes happen on the same day, and then check every account each semester.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Ask human resources to notify the SIS administrator of every hire, transfer, leave and departure on the day it takes effect.',
              owner: 'Human resources',
            },
            {
              text: 'Disable departing staff accounts on their last day, and change roles the day a transfer takes effect.',
              owner: 'SIS administrator',
            },
            {
              text: 'At the start of each semester, send each principal a list of active accounts with access to their building and ask them to confirm or remove each one in writing.',
              owner: 'SIS administrator',
            },
            {
              text: 'Disable accounts with no sign-in for a period the district sets (record it in the quarterly table), and replace any shared or generic accounts with named ones.',
              owner: 'SIS administrator',
            },
            {
              text: 'Keep the signed review lists with the quarterly access review below.',
              owner: 'District data lead',
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
          text: 'CIS Critical Security Controls v8.1 Control 8, Audit Log Management, asks organizations to collect, review and keep logs that help detect and investigate an attack. For the SIS, logs answer the questions that matter after an incident: who signed in, what they looked at or changed, and what left the system.',
        },
        {
          kind: 'checklist',
          items: [
            'Confirm the SIS records successful and failed sign-ins, with date, time and location or IP address',
            'Confirm it records changes to grades, attendance and student demographics, with the account that made them',
            'Confirm it records report runs, data exports and changes to user roles',
            'Decide how long logs are kept and confirm the vendor keeps them at least that long',
            'Name who reviews administrator activity and large exports, and how often',
            'Set alerts for sign-ins from unusual locations and for large exports where the SIS supports it',
            'Review grade changes made after a grading period closes',
          ],
        },
        {
          kind: 'decision',
          question: 'Does your SIS log which records each user viewed and exported?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Confirm you can search the logs yourself or get them from the vendor within a day, and add log review to the quarterly access review.',
            },
            {
              answer: 'Only sign-ins and changes',
              action:
                'Ask the vendor whether view and export logging can be turned on or added. Until then, tighten export rights in step 6 so fewer people can pull data out.',
            },
            {
              answer: 'Not sure',
              action: 'Put the question to the vendor in writing using the list in step 5, and record the answer.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Step 5: Questions for a Vendor-Hosted SIS',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ask these questions at purchase, at renewal, and after any major change in the product. Keep the written answers with the contract.',
        },
        {
          kind: 'bullets',
          items: [
            'Where is our data hosted, and which subcontractors can reach it?',
            'Is our data encrypted in transit and at rest?',
            'Can we require MFA for all staff accounts and connect the SIS to our single sign-on?',
            'Which user actions are logged, how long are logs kept, and how do we get them?',
            'How are vendor support staff given access to our data, and is that access logged?',
            'How fast will you notify us of a security incident affecting our data, and is that in the contract?',
            'How often is our data backed up, and how quickly can you restore it after an outage or ransomware attack?',
            'At contract end, how will you return and delete our data, and will you certify the deletion?',
            'Will you sign a data privacy agreement, such as the National Data Privacy Agreement from the Student Data Privacy Consortium with our state terms?',
          ],
        },
        {
          kind: 'paragraph',
          text: 'To share records with a vendor under FERPA’s school-official exception, the vendor must perform a function staff would otherwise do, be under the district’s direct control regarding the use and maintenance of the records, and be bound by the limits on redisclosure in 34 CFR 99.33. The contract is where that control is written down.',
        },
      ],
    },
    {
      heading: 'Step 6: Data Exports and Integrations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Much student data leaves the SIS automatically through rostering connections that send class lists and student accounts to learning apps, and by hand through spreadsheets and reports. Each one is a copy of student records outside the SIS.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'List every integration, including rostering services, learning management systems, assessment platforms, library, food service, transportation and communication tools, in the table below.',
              owner: 'Technology director',
            },
            {
              text: 'For each integration, send only the fields the app needs. Remove fields such as birth date, address or program flags when the app does not use them.',
              owner: 'Technology director with curriculum lead',
            },
            {
              text: 'Confirm a data privacy agreement is on file for each connected app before data flows, and turn off connections for apps no longer in use.',
              owner: 'District data lead',
            },
            {
              text: 'Keep integration credentials and API keys in district-owned accounts, and change them when a staff member who knew them leaves.',
              owner: 'SIS administrator',
            },
            {
              text: 'Limit manual export rights to roles that need them. Exported files go only to district storage, never to personal email or personal cloud accounts, and are deleted when the task is done.',
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
          emptyRows: 8,
        },
      ],
    },
    {
      heading: 'Step 7: Disclosure Recordkeeping (34 CFR 99.32)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'FERPA requires the district to keep a record of each request for, and each disclosure of, personally identifiable information from a student’s education records. The record stays with the student’s education records for as long as those records are kept, and names the party and the legitimate interest it had in the information. A log is not required for disclosures to the parent or eligible student, to school officials, to parties with written consent, for directory information, or for certain subpoenas.',
        },
        {
          kind: 'paragraph',
          text: 'If your SIS has a disclosure log feature, use it so the record stays attached to the student. If not, keep a log like the one below and file a copy with each affected student record.',
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
          emptyRows: 6,
        },
        {
          kind: 'note',
          text: 'This is not legal advice. Which disclosures must be logged depends on the facts; check with counsel or your state education agency when unsure.',
        },
      ],
    },
    {
      heading: 'Quarterly Access Review',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The semester review in step 3 checks every account with principals. The quarterly review is a shorter check by the SIS administrator and district data lead of the accounts and connections that carry the most risk. Complete one row each quarter.',
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
  sources: [
    'Family Educational Rights and Privacy Act (FERPA), 20 U.S.C. 1232g',
    '34 CFR Part 99 (FERPA regulations), including 99.31 and 99.32',
    'CIS Critical Security Controls v8.1 (June 2024)',
    'CISA, Protecting Our Future: Partnering to Safeguard K-12 Organizations from Cybersecurity Threats (January 2023)',
    'K12 SIX, The State of K-12 Cybersecurity: Year in Review (2022 edition)',
    'Student Data Privacy Consortium, National Data Privacy Agreement (2020)',
  ],
} satisfies ResourceDocument
