import {
  cisaCpg,
  cisaK12Report,
  cisaSlcgp,
  cisControls,
  eRateFy2026Firewalls,
  fccBiddingPortalOrder,
  fccErateReview2026,
  fccPilotSelection,
  msIsacFaq,
  nistCsf2,
  pillarAct,
  slcgpReauthorization2026,
  slcgpReauthorizedGovTech,
  slcgpSenateBill,
  usacCipa,
  usacPilotStartingServices,
} from '../sources.ts'
import { pillarActSentence, slcgpStatusSentence } from '../shared-statements.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Cybersecurity Budget Template',
  subtitle:
    'Fill-in tables for one-time and recurring security costs, with the funding sources a small district should check first',
  intro: [
    'This template helps a superintendent, business manager and IT director build a cybersecurity budget that a school board can follow line by line. It is organized around the protections CISA recommends K-12 organizations fund first, and it separates one-time costs from recurring annual costs so the board can see what it is committing to beyond the first year.',
    'How to use this document: fill in the amount cells from vendor quotes, existing contracts and staff estimates. Leave a line blank if it does not apply, and use the blank rows for items of your own. In the Funding source column, name where each amount will come from, using the funding section as a guide. Add each table\u2019s amounts to the totals table at the end. Review the budget every year, because several funding sources and prices change from year to year.',
  ],
  sections: [
    {
      heading: 'Start With the Highest-Impact Protections',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CISA\u2019s 2023 report on K-12 cybersecurity recommends that districts invest first in the most impactful security measures and build toward a mature plan over time, while recognizing that most districts work with tight resources. It names six priority steps. Each line in this template supports at least one of them:',
        },
        {
          kind: 'bullets',
          items: [
            'Deploy multi-factor authentication (MFA).',
            'Manage patches so known vulnerabilities are fixed promptly.',
            'Perform and test backups.',
            'Minimize exposure to common attacks, such as remote desktop connections left open to the internet.',
            'Develop and exercise an incident response plan.',
            'Train staff and build awareness at all levels of the organization.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'After these steps, the report points districts to CISA\u2019s Cybersecurity Performance Goals, as they stood when it was published in 2023, and to a longer-term plan built on the NIST Cybersecurity Framework. CISA has since replaced those goals with CPG 2.0 (December 2025), which renumbers them; plan against the current version. CISA also encourages districts to ask vendors to turn on security controls, such as MFA for administrator accounts, by default, and to consider moving to secure cloud and managed services. Both can reduce what you need to buy.',
        },
      ],
    },
    {
      heading: 'Core Protections',
      blocks: [
        {
          kind: 'table',
          columns: ['Line item', 'One-time', 'Recurring (annual)', 'Funding source', 'Notes'],
          rows: [
            [
              'Multi-factor authentication (licenses, authenticator apps, hardware keys for administrators)',
              '',
              '',
              '',
              'Start with email, the SIS, finance, payroll and all administrator accounts. Check whether your current licenses already include MFA.',
            ],
            [
              'Endpoint protection or endpoint detection and response (EDR)',
              '',
              '',
              '',
              'Count staff computers, student devices and servers. If no one can watch alerts after hours, price a monitored service.',
            ],
            [
              'Patch and vulnerability management',
              '',
              '',
              '',
              'Include tools and staff time. Ask CISA about its no-cost vulnerability management services before buying a scanner.',
            ],
            [
              'Backups (software or service, offline or immutable copy, restore testing)',
              '',
              '',
              '',
              'CISA advises offline, encrypted backups that are tested regularly. Include cloud services such as email and file storage.',
            ],
            [
              'Email security and web content filtering',
              '',
              '',
              '',
              'A content filter is already required for CIPA certification; check what your current filter and email licenses include.',
            ],
            [
              'Firewall and network equipment',
              '',
              '',
              '',
              'Basic firewall services may be E-Rate eligible; advanced firewall features are not funded by regular E-Rate.',
            ],
            [
              'Password manager and single sign-on',
              '',
              '',
              '',
              'Reduces password reuse and makes removing access for departing staff faster.',
            ],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Training, Assessments and Outside Expertise',
      blocks: [
        {
          kind: 'table',
          columns: ['Line item', 'One-time', 'Recurring (annual)', 'Funding source', 'Notes'],
          rows: [
            [
              'Security awareness training platform or content',
              '',
              '',
              '',
              'Cover all staff, substitutes and board members, with extra sessions for payroll, HR and business office staff.',
            ],
            [
              'Phishing simulations',
              '',
              '',
              '',
              'CISA offers no-cost phishing assessments; check eligibility and scheduling before budgeting for a paid tool.',
            ],
            [
              'Risk assessment or security assessment',
              '',
              '',
              '',
              'An outside review against the CIS Controls or NIST CSF 2.0 gives the board a baseline and a prioritized plan.',
            ],
            [
              'Penetration test',
              '',
              '',
              '',
              'Usually scheduled after basic protections are in place (CIS Control 18, Penetration Testing).',
            ],
            [
              'Tabletop exercise for the incident response plan',
              '',
              '',
              '',
              'Include the superintendent, communications, legal counsel and your insurance carrier\u2019s expectations.',
            ],
            [
              'Virtual CISO (vCISO) or fractional security leadership',
              '',
              '',
              '',
              'Policy, planning, vendor review and board reporting for districts without a security lead on staff.',
            ],
            [
              'Incident response retainer',
              '',
              '',
              '',
              'Check first whether your cyber insurance policy names response firms you must use.',
            ],
            [
              'MS-ISAC membership',
              '',
              '',
              '',
              'Fee-based since the federal cooperative agreement ended on September 30, 2025. Ask your state CIO\u2019s office whether the state\u2019s membership covers districts or only state agencies.',
            ],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Insurance and Staff Time',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Staff time is a real cost even when no invoice arrives. Estimate hours per year and multiply by a loaded hourly rate so the board can see the true cost of running the program, and so grant-funded projects include the time needed to maintain them.',
        },
        {
          kind: 'table',
          columns: ['Line item', 'One-time', 'Recurring (annual)', 'Funding source', 'Notes'],
          rows: [
            [
              'Cyber insurance premium',
              '',
              '',
              '',
              'Ask the carrier which controls it expects at renewal and budget for any gaps.',
            ],
            [
              'Insurance deductible or retention reserve',
              '',
              '',
              '',
              'The amount the district would pay before coverage begins in an incident.',
            ],
            [
              'IT staff time for security tasks (patching, account reviews, backup tests, alerts)',
              '',
              '',
              '',
              'Hours per year multiplied by the loaded hourly rate.',
            ],
            [
              'Staff time for required training',
              '',
              '',
              '',
              'Minutes per session multiplied by the number of staff; schedule during existing in-service time where possible.',
            ],
            [
              'Leadership and board time (planning, exercises, briefings)',
              '',
              '',
              '',
              'Usually absorbed, but worth counting once to show the commitment.',
            ],
            [
              'Contingency for urgent fixes',
              '',
              '',
              '',
              'For findings from assessments or incidents that cannot wait for the next budget year.',
            ],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Funding Sources to Check',
      blocks: [
        {
          kind: 'paragraph',
          text: 'E-Rate. Regular E-Rate funds only basic firewall services: in its funding year 2026 eligible services order (DA 25-1069, December 2025) the FCC again declined to add advanced or next-generation firewalls, saying it may reconsider after the pilot; the funding year 2027 list is the next point at which that can change. Discounts on Category One internet access and all Category Two services require certifying compliance with the Children\u2019s Internet Protection Act (CIPA): an internet safety policy and a content filter.',
        },
        {
          kind: 'paragraph',
          text: 'E-Rate itself is under review: on June 25, 2026 the FCC opened WC Docket No. 26-133, asking among other things whether E-Rate should be narrowed or otherwise reoriented. Replies closed in November 2026; an FCC order is the next step, with no date set. Budget E-Rate at current rules, and show the board what the general fund would carry if discounts narrowed. From about July 1, 2027, bids for funding year 2028 go through a USAC portal (FCC 26-30, in effect since June 18, 2026).',
        },
        {
          kind: 'paragraph',
          text: 'FCC Schools and Libraries Cybersecurity Pilot Program. With up to $200 million in Universal Service Fund support, the pilot selected 707 participants (645 schools and districts, 50 libraries, 12 consortia) on January 16, 2025. It funds advanced or next-generation firewalls, endpoint protection, identity protection and authentication, and monitoring, detection and response. Each commitment runs for three years from the first funding commitment decision letter for that request; take amounts and end dates from those letters, and budget for the year each ends.',
        },
        {
          kind: 'paragraph',
          text: `State and Local Cybersecurity Grant Program (SLCGP). CISA lists this grant among the resources for K-12; districts take part through their state\u2019s administering agency. Its original four-year funding has ended. ${slcgpStatusSentence} Count only services your state already provides from earlier awards (ask the agency which, and until when) and carry the rest in the general fund. ${pillarActSentence}`,
        },
        {
          kind: 'paragraph',
          text: 'No-cost services. CISA offers no-cost vulnerability management services and phishing assessments, publishes the Cybersecurity Performance Goals, and has regional Cybersecurity Advisors who can help a district plan. Using these can lower the amounts in the tables above. Some states also hold MS-ISAC memberships that cover school districts; your state CIO\u2019s office can say whether yours does.',
        },
        {
          kind: 'paragraph',
          text: 'General fund. Recurring costs such as licenses, monitoring, insurance and staff time usually land in the general fund. Plan now for paying for grant-funded items when the grant ends, so a protection is not switched off in year two.',
        },
        {
          kind: 'table',
          columns: [
            'Funding source',
            'Items it will cover',
            'Amount requested',
            'Amount awarded',
            'Deadline',
            'Contact',
          ],
          rows: [
            ['E-Rate (basic firewall services)', '', '', '', '', ''],
            ['FCC Cybersecurity Pilot (selected participants only)', '', '', '', '', ''],
            ['State and Local Cybersecurity Grant Program', '', '', '', '', ''],
            ['State programs or statewide memberships', '', '', '', '', ''],
            ['General fund', '', '', '', '', ''],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Totals',
      blocks: [
        {
          kind: 'table',
          columns: [
            'Category',
            'One-time',
            'Recurring (annual)',
            'First-year total',
            'Outside funding',
            'District cost',
          ],
          rows: [
            ['Core protections', '', '', '', '', ''],
            ['Training, assessments and outside expertise', '', '', '', '', ''],
            ['Insurance and staff time', '', '', '', '', ''],
            ['Your own items', '', '', '', '', ''],
            ['Total', '', '', '', '', ''],
          ],
        },
        {
          kind: 'paragraph',
          text: 'First-year total is one-time plus recurring. District cost is first-year total minus outside funding. When presenting to the board, also show the recurring total on its own, since it is the amount the district commits to every year after the first.',
        },
      ],
    },
    {
      heading: 'Checks Before You Present the Budget',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Every line is tied to a risk or to one of CISA\u2019s six priority steps.',
            'Recurring costs are shown separately from one-time costs.',
            'Licenses the district already owns have been checked for security features that are not yet turned on.',
            'Grant-funded items have a plan for how they will be paid for after the grant ends.',
            'The insurance carrier\u2019s expected controls have been compared with the budget.',
            'Staff time is included for every new tool, so tools are not bought without people to run them.',
            'The business manager has reviewed funding source deadlines and conditions.',
          ],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-29',
  sources: [
    cisaK12Report,
    cisaCpg,
    fccPilotSelection,
    usacPilotStartingServices,
    eRateFy2026Firewalls,
    fccErateReview2026,
    fccBiddingPortalOrder,
    usacCipa,
    cisaSlcgp,
    slcgpReauthorization2026,
    slcgpReauthorizedGovTech,
    pillarAct,
    slcgpSenateBill,
    msIsacFaq,
    nistCsf2,
    cisControls,
  ],
} satisfies ResourceDocument
