import { cisaK12Report, cisControls, ic3Bec2019Psa, ic3PayrollDiversionPsa, nistSp80063b4 } from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Training Schedule Template',
  subtitle: 'A month-by-month security awareness plan for staff, leaders and the board, from August through June',
  intro: [
    'This template is for the person who plans staff training in a smaller district, often the technology director working with human resources and building principals. CISA\u2019s 2023 report on K-12 cybersecurity lists a training and awareness campaign at all levels of the organization among its six priority steps. This schedule spreads short, practical sessions across the school year so training reaches every group without taking large blocks of instructional or planning time.',
    'How to use this document: first mark your blackout periods, such as testing windows and grading deadlines, in the scheduling table. Then go through the monthly schedule, keep or change each topic, and fill in an owner and a date for every session. Track completion in the last table and report it to the superintendent each quarter. Reuse the template each year, moving topics to reflect incidents and near misses from the year before.',
  ],
  sections: [
    {
      heading: 'Planning Principles',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Short and frequent beats long and rare. Aim for 10 to 20 minute sessions or short tips rather than one annual hour.',
            'Train by role. Everyone needs the basics; payroll, human resources and business office staff need payment verification training; administrators and IT need incident response practice; leaders and the board need a governance briefing.',
            'Include everyone with an account: substitutes, coaches, long-term volunteers, contractors and board members.',
            'Teach one clear action per session, such as how to report a suspicious email, and make that action easy.',
            'Never shame people who click on a simulated phishing email. Praise reporting, including reports of real mistakes, because early reports limit damage.',
            'Use real examples from your district and sector when you can, with names removed.',
          ],
        },
        {
          kind: 'note',
          text: 'Avoid scheduling training during state testing windows, end-of-quarter and end-of-semester grading weeks, the first week of school, and the days just before long breaks. Teachers and office staff are at their busiest then, completion drops, and a simulated phishing email during testing can disrupt real work. Fill in the scheduling table before choosing dates.',
        },
      ],
    },
    {
      heading: 'Month-by-Month Schedule',
      blocks: [
        {
          kind: 'table',
          columns: ['Month', 'Topic', 'Audience', 'Format', 'Owner', 'Date'],
          rows: [
            [
              'August',
              'Security basics and how to report an incident',
              'All staff, including new hires',
              '20-minute segment at back-to-school in-service',
              '',
              '',
            ],
            [
              'August',
              'Account setup with multi-factor authentication (MFA) enrollment',
              'New staff',
              'Hands-on session during onboarding',
              '',
              '',
            ],
            [
              'September',
              'Recognizing phishing emails and texts',
              'All staff',
              '10-minute video with a short quiz',
              '',
              '',
            ],
            [
              'September',
              'Payroll diversion: verifying direct-deposit change requests',
              'Payroll, human resources, business office',
              '30-minute working session on the verification procedure',
              '',
              '',
            ],
            [
              'October',
              'MFA and passwords: passphrases, password managers, no reuse',
              'All staff',
              'Email tip and 10-minute video',
              '',
              '',
            ],
            [
              'October',
              'Baseline phishing simulation',
              'All staff',
              'Simulated email; results shared only in aggregate',
              '',
              '',
            ],
            [
              'November',
              'Business email compromise: verifying vendor payment and bank changes',
              'Business office, purchasing, administrative assistants',
              '30-minute working session with call-back practice',
              '',
              '',
            ],
            [
              'December',
              'Impersonation and urgent requests, such as a message that appears to come from a principal asking for a favor',
              'All staff',
              'Email tip in the first week of December, well before the last days before winter break',
              '',
              '',
            ],
            [
              'January',
              'Incident response tabletop exercise',
              'Superintendent, incident lead, IT, communications, principals',
              '90-minute tabletop using the incident response playbook',
              '',
              '',
            ],
            [
              'February',
              'Protecting student data: FERPA basics, directory opt-outs, approved apps',
              'Teachers, counselors, office staff',
              '15-minute faculty meeting segment',
              '',
              '',
            ],
            [
              'March',
              'Follow-up phishing simulation and results',
              'All staff',
              'Simulated email, then a short summary of what to look for',
              '',
              '',
            ],
            [
              'April',
              'Requesting new apps and using approved tools safely',
              'Teachers and instructional staff',
              '10-minute segment with the app request form',
              '',
              '',
            ],
            [
              'May',
              'Annual cybersecurity briefing',
              'School board and superintendent',
              'Board meeting agenda item',
              '',
              '',
            ],
            [
              'June',
              'End-of-year account and device offboarding',
              'IT, human resources, principals',
              'Checklist review meeting',
              '',
              '',
            ],
            [
              'June',
              'Program review: completion, simulation results, lessons learned',
              'IT director and leadership team',
              'Planning meeting for next year',
              '',
              '',
            ],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Payroll and Payment Verification Procedure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The FBI has warned that criminals use phished staff credentials to redirect direct deposits and hide the alerts that would reveal the change, and it named education among the hardest-hit sectors. The FBI has also described emails that appear to come from an employee asking human resources to change a deposit account, and emails that appear to come from a vendor asking to change billing or account details, often with a sense of urgency. The FBI advises heightened scrutiny of deposit changes, verifying payment-information requests by phone or in person, and using MFA. Train payroll, human resources and business office staff to follow these steps every time:',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Treat every request to change direct-deposit or vendor bank details as suspect until it is verified, however it arrives and whoever it appears to be from.',
              owner: 'Payroll or accounts payable',
            },
            {
              text: 'Call the employee or vendor at a phone number already on file, never a number given in the request, or confirm in person.',
              owner: 'Payroll or accounts payable',
            },
            { text: 'Have a second person approve the change after verification.', owner: 'Business manager' },
            {
              text: 'Notify the employee or vendor through a separate channel that the change was made.',
              owner: 'Payroll or accounts payable',
            },
            {
              text: 'If the request is fraudulent or a payment has already gone out, report it immediately to IT and the business manager, contact the bank, and report to the FBI at ic3.gov.',
              owner: 'Business manager',
            },
          ],
        },
      ],
    },
    {
      heading: 'What Every Employee Should Know About Reporting',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'How to report: use the methods in the table below. Post them in staff rooms and on the staff intranet.',
            'What to report: suspicious emails or texts, unexpected MFA prompts, password entered on a suspicious page, lost or stolen devices, and student data sent to the wrong person.',
            'When to report: right away, even outside work hours and even if you are not sure.',
            'What not to do: do not forward a suspicious email to coworkers, do not delete evidence, and do not try to fix an infected device yourself.',
            'No blame: reporting a mistake quickly is the right thing to do and will not be held against you.',
          ],
        },
        {
          kind: 'table',
          columns: ['Reporting method', 'Details for our district'],
          rows: [
            ['Phishing report button or email address', ''],
            ['Help desk phone number', ''],
            ['After-hours contact', ''],
            ['Lost or stolen device', ''],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Password guidance in training should match NIST SP 800-63B-4 (2025): at least 15 characters where a password is the only factor and at least 8 where it is used with MFA, no routine forced password changes, no composition rules such as required symbols, and support for password managers and pasting. A password should be changed when there is evidence it has been compromised, such as after it was typed into a phishing page. Encourage long passphrases and a different password for every account. Because passwords alone do not resist phishing, pair this message with MFA.',
        },
      ],
    },
    {
      heading: 'Scheduling Around the School Calendar',
      blocks: [
        {
          kind: 'table',
          columns: ['Blackout period', 'Dates this year', 'Notes'],
          rows: [
            ['First week of school', '', ''],
            ['State testing windows', '', ''],
            ['End-of-quarter or end-of-semester grading', '', ''],
            ['Parent conference weeks', '', ''],
            ['Week before winter break', '', ''],
            ['Week before spring break', '', ''],
            ['Last two weeks of school', '', ''],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Completion Tracking',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Report completion by group, not by individual, to the superintendent each quarter and to the board in the annual briefing. Follow up personally with anyone who has missed two sessions.',
        },
        {
          kind: 'table',
          columns: ['Session', 'Audience size', 'Completed', 'Completion rate', 'Follow-up needed'],
          rows: [],
          emptyRows: 10,
        },
      ],
    },
  ],
  reviewedAt: '2026-11-28',
  sources: [cisaK12Report, ic3PayrollDiversionPsa, ic3Bec2019Psa, nistSp80063b4, cisControls],
} satisfies ResourceDocument
