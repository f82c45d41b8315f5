import {
  cisaCpg,
  cisaK12Report,
  cisaSlcgp,
  ic3PayrollDiversionPsa,
  ic3RansomwarePsa,
  ic3Report2025,
  ic3Report2025Coverage,
  cisK12Report2025,
  k12six2022Report,
  k12sixStatistics2026,
  fccErateReview2026,
  nistCsf2,
  powerSchoolIncident,
  slcgpReauthorization2026,
  usacPilotStartingServices,
} from '../sources.ts'
import { slcgpStatusSentence } from '../shared-statements.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Board Presentation Templates',
  subtitle: 'Slide-by-slide outlines for a board cybersecurity briefing and for shorter quarterly updates',
  intro: [
    'These outlines are for superintendents and IT directors who brief a school board on cybersecurity, and for board members who want to know what a useful briefing contains. They assume a 20 to 30 minute agenda item and a board with no technical background. Each slide lists what goes on the screen, what to say, and any figures to fill in from your own district.',
    'How to use this document: for the first briefing, use slides 1 through 8 in order. For later meetings, use the quarterly update outline at the end, which reuses the metrics table so the board can see change over time. Fill every blank cell with your district\u2019s own figures before the meeting. If you do not have a number, say so on the slide; an honest blank tells the board more than a guess. Keep technical terms to a minimum and spend most of the time on risks, decisions and money.',
  ],
  sections: [
    {
      heading: 'Slide 1: Why Cybersecurity Is a Board Issue',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'A recent example of vendor risk: in December 2024 an attacker used a compromised credential on a customer support portal of PowerSchool, a widely used student information system vendor, to copy student and staff records belonging to many districts at once.',
            '2021 baseline: K12 SIX counted 166 publicly disclosed cyber incidents at K-12 organizations in 2021, affecting 162 districts in 38 states, and ransomware was the most common type that year for the first time. These are 2021 figures from its 2022 report, shown as a baseline, not as this year\u2019s count.',
            'Same baseline: according to K12 SIX, 55% of publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors, not at the district itself; the 2024 PowerSchool breach shows the pattern continuing.',
            'The FBI has warned that criminals use stolen staff passwords to redirect paychecks, and it named education among the hardest-hit sectors.',
            'In 2025 the FBI\u2019s Internet Crime Complaint Center received 1,008,597 complaints reporting $20.877 billion in losses across all sectors, up 26% from $16.6 billion in 2024. Phishing and spoofing was the most reported type (191,561 complaints), and business email compromise accounted for about $3.05 billion (FBI IC3, 2025 Internet Crime Report).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Speaker notes: say that the K12 SIX counts are a 2021 baseline and cover only incidents that became public. K12 SIX said in February 2026 that no one has comprehensive, reliable data on K-12 incidents, and in its 2022 report it estimated that many more go undisclosed. A newer data point: the CIS MS-ISAC 2025 K-12 Cybersecurity Report (March 2025) found that 82% of reporting K-12 organizations had been affected by cyber threats, and it counted about 9,300 confirmed incidents from July 2023 to December 2024. The PowerSchool breach is the newer evidence of vendor risk. The IC3 figures cover every sector and only what victims reported to the FBI. The point for the board is not the exact number; it is that districts of every size are targets, that a single incident can close schools or expose student records, and that the board is responsible for the decisions and funding that reduce that risk.',
        },
      ],
    },
    {
      heading: 'Slide 2: Our Top Risks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'List the four to six risks that matter most to your district in plain language. Rate likelihood and impact as high, medium or low, and name an owner for each. The rows below are common starting points; replace them if your assessment shows different risks.',
        },
        {
          kind: 'table',
          columns: ['Risk', 'What it would mean for us', 'Likelihood', 'Impact', 'Owner'],
          rows: [
            ['Ransomware shuts down district systems', '', '', '', ''],
            ['Student or staff records exposed, directly or through a vendor', '', '', '', ''],
            ['Payroll diversion or fraudulent vendor payment', '', '', '', ''],
            ['Staff email account taken over and used to phish others', '', '', '', ''],
            ['Key systems depend on one IT person\u2019s knowledge', '', '', '', ''],
          ],
          emptyRows: 1,
        },
      ],
    },
    {
      heading: 'Slide 3: Where We Stand on CISA\u2019s Six Priority Steps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CISA\u2019s 2023 report on K-12 cybersecurity asks districts to put their first resources into six steps. Showing status against these gives the board a simple, credible scorecard. Use Done, In progress or Not started, and give one line of evidence for each status.',
        },
        {
          kind: 'table',
          columns: ['Priority step', 'Status', 'Evidence', 'Next action', 'Target date'],
          rows: [
            ['Multi-factor authentication (MFA)', '', '', '', ''],
            ['Patch management for known vulnerabilities', '', '', '', ''],
            ['Backups performed and tested', '', '', '', ''],
            [
              'Exposure to common attacks minimized (for example, remote desktop not open to the internet)',
              '',
              '',
              '',
              '',
            ],
            ['Incident response plan developed and exercised', '', '', '', ''],
            ['Training and awareness at all levels', '', '', '', ''],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Speaker notes: after these steps, the 2023 report points districts to CISA\u2019s Cybersecurity Performance Goals, as they stood in 2023, and a longer-term plan built on the NIST Cybersecurity Framework. CISA replaced those goals with CPG 2.0 in December 2025, which renumbers them; plan against the current version. Tell the board which of those longer-term steps you plan to take next, and when.',
        },
      ],
    },
    {
      heading: 'Slide 4: Key Metrics',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Pick six to eight measures you can produce every quarter without extra work. Use the same measures each time so the board sees trends. Set targets with the IT director and explain any target below 100%.',
        },
        {
          kind: 'table',
          columns: ['Metric', 'Last quarter', 'This quarter', 'Target'],
          rows: [
            ['% of staff accounts with MFA enabled', '', '', ''],
            ['% of administrator accounts with MFA enabled', '', '', ''],
            ['% of computers and servers with current security updates', '', '', ''],
            ['Date of last successful test restore from backup', '', '', ''],
            ['% of staff who completed security training this school year', '', '', ''],
            ['% of staff who reported the last simulated phishing email', '', '', ''],
            ['Apps in use that hold student data / apps with a signed data-sharing agreement', '', '', ''],
            ['Open high-risk findings from the last assessment', '', '', ''],
            ['Date the incident response plan was last exercised', '', '', ''],
          ],
          emptyRows: 1,
        },
      ],
    },
    {
      heading: 'Slide 5: Budget Request',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Show each request with its one-time and recurring cost, the risk it reduces, and where the money will come from. Boards approve requests they can connect to a named risk far more readily than requests for products.',
        },
        {
          kind: 'table',
          columns: ['Request', 'One-time', 'Recurring (annual)', 'Risk reduced or priority step', 'Funding source'],
          rows: [],
          emptyRows: 5,
        },
        {
          kind: 'bullets',
          items: [
            `Show outside funding separately: regular E-Rate funds basic firewall services only, and the FCC opened a review in June 2026 (WC Docket No. 26-133) that asks whether E-Rate should be narrowed, so show what the general fund would carry if discounts shrank; the FCC Cybersecurity Pilot funds only the participants selected in January 2025, for three years from each commitment; for the State and Local Cybersecurity Grant Program, count only services your state already provides from earlier awards. ${slcgpStatusSentence}`,
            'Show staff time as a cost, not only purchases.',
            'State what happens if the request is not funded: which risk stays open and for how long.',
          ],
        },
      ],
    },
    {
      heading: 'Slide 6: Incident Readiness',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The board\u2019s role in an incident is to make decisions quickly, not to manage the technical response. This slide confirms that the plan, the people and the authority are in place before they are needed.',
        },
        {
          kind: 'table',
          columns: ['Question', 'Our answer'],
          rows: [
            ['Do we have a written incident response plan, and when was it last updated?', ''],
            ['When did we last exercise it with a tabletop exercise, and who took part?', ''],
            ['Who leads the response, and who is the backup?', ''],
            ['How and when will the board be informed during an incident?', ''],
            ['Who may approve emergency spending, and up to what amount?', ''],
            ['Who is our cyber insurance carrier, and what must we do to report a claim?', ''],
            [
              'Could we restore our student information and finance systems from backup, and how long would it take?',
              '',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Speaker notes: agree in advance how a ransom demand would be handled. The FBI does not advocate paying a ransom, because payment does not guarantee the data will be recovered and it encourages further attacks. The FBI asks victims to report ransomware to its Internet Crime Complaint Center (IC3) or a local field office whether or not they pay.',
        },
      ],
    },
    {
      heading: 'Slide 7: Questions Board Members Should Ask',
      blocks: [
        {
          kind: 'paragraph',
          text: 'NIST Cybersecurity Framework 2.0 (2024) added a Govern function to its five existing functions: Identify, Protect, Detect, Respond and Recover. The questions below are governance questions for the board. Board members can ask them without technical knowledge, and the answers show whether the program is owned, funded and working.',
        },
        {
          kind: 'bullets',
          items: [
            'Ownership: Who is accountable for cybersecurity in the district, and does that person have the time and authority to do the job?',
            'Priorities: What are our top cyber risks, and how do they compare with the other risks the board oversees?',
            'Risk tolerance: Which systems could we not operate without for a day, and for a week?',
            'Policy: Which board policies cover acceptable use, data privacy, passwords and incident response, and when were they last reviewed?',
            'Oversight: What will we see at each quarterly update, and what would trigger an immediate report to the board?',
            'Vendors: Which vendors hold student data, and do we have signed agreements that control how they use and protect it?',
            'Funding: What does the program cost each year, and what would we stop doing if the budget were cut?',
            'Readiness: If our systems were locked tomorrow, who would make which decisions, and have they practiced?',
            'Improvement: What did we learn from our last incident or exercise, and what changed as a result?',
          ],
        },
        {
          kind: 'table',
          columns: ['Question asked', 'Answer given', 'Follow-up needed', 'Due by'],
          rows: [],
          emptyRows: 4,
        },
      ],
    },
    {
      heading: 'Slide 8: Decisions Requested and Next Steps',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'State each decision you need from the board in one sentence, for example approving the budget request, adopting a policy, or scheduling a tabletop exercise with board participation.',
            'Confirm the reporting schedule, such as a metrics update every quarter and a full briefing once a year.',
            'Confirm who will notify the board president during an incident and within what time.',
          ],
        },
        {
          kind: 'table',
          columns: ['Decision or next step', 'Owner', 'Due date'],
          rows: [],
          emptyRows: 4,
        },
      ],
    },
    {
      heading: 'Quarterly Update Outline (Later Meetings)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Use this shorter outline for a 10-minute update at regular meetings. It keeps the board informed without repeating the full briefing.',
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Metrics: show the Slide 4 table with this quarter\u2019s figures and explain any change.',
              owner: 'IT director',
            },
            { text: 'Progress on the six priority steps: update the Slide 3 status column.', owner: 'IT director' },
            {
              text: 'Incidents and near misses: describe what happened, the impact and what changed, without naming individual staff.',
              owner: 'Superintendent',
            },
            {
              text: 'Vendors: new apps approved, agreements signed, and any vendor security notices received.',
              owner: 'IT director',
            },
            {
              text: 'Budget and funding: spending to date and any grant or E-Rate deadlines coming up.',
              owner: 'Business manager',
            },
            { text: 'Decisions needed from the board, if any.', owner: 'Superintendent' },
          ],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-29',
  sources: [
    cisaK12Report,
    cisaCpg,
    nistCsf2,
    k12six2022Report,
    k12sixStatistics2026,
    cisK12Report2025,
    powerSchoolIncident,
    ic3PayrollDiversionPsa,
    ic3RansomwarePsa,
    ic3Report2025,
    ic3Report2025Coverage,
    cisaSlcgp,
    slcgpReauthorization2026,
    fccErateReview2026,
    usacPilotStartingServices,
  ],
} satisfies ResourceDocument
