import {
  cisaCircia,
  cisaK12Report,
  cisControls,
  circiaProposedRule,
  circiaRegulatoryAgenda,
  ic3RansomwarePsa,
  nistCsf2,
  nistSp80061r3,
  stopRansomwareGuide,
} from '../sources.ts'
import type { ResourceDocument, Source } from '../types.ts'

const nistSp80061r2: Source = {
  title: 'Computer Security Incident Handling Guide, NIST SP 800-61 Rev. 2',
  publisher: 'NIST',
  url: 'https://csrc.nist.gov/pubs/sp/800/61/r2/final',
  date: '2012-08',
}

export default {
  title: 'Incident Response Playbook',
  subtitle:
    'Roles, call tree, decision points and step-by-step actions for a cyber incident, aligned to NIST SP 800-61 Rev. 3 and CSF 2.0',
  intro: [
    'For small and mid-sized districts where one or two people run IT and the superintendent\u2019s office handles communications: who does what in a cyber incident, who calls whom, and which decisions come first. The steps are organized on the familiar incident response lifecycle of NIST SP 800-61 Rev. 2: preparation; detection and analysis; containment, eradication and recovery; and post-incident activity. They are aligned with Rev. 3 (April 2025), which replaced that lifecycle with the six NIST CSF 2.0 functions: Govern, Identify and Protect cover preparation, and Detect, Respond and Recover cover the response. Rev. 3 treats improvement as continuous, so lessons from incidents and exercises feed every part of the program, not only a final step.',
    'Beforehand, fill in roles, contacts and call tree, and complete the checklist. Keep printed copies where they can be reached if systems are down (superintendent\u2019s office, incident lead\u2019s home). In an incident, work through the steps in order, start the call tree as soon as an incident is confirmed, and log every action. Run a tabletop exercise yearly, then update the playbook.',
  ],
  sections: [
    {
      heading: 'Roles and Contacts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Name a primary and backup for every role. One person may hold two roles, but the incident lead should not also do most technical work. Record mobile numbers: district phones and email may be down.',
        },
        {
          kind: 'note',
          text: 'This playbook is general information, not legal advice. Notification duties, evidence handling, insurance conditions and any decision about a ransom demand depend on state law and your contracts; review them with district counsel before an incident, and involve counsel early in one.',
        },
        {
          kind: 'table',
          columns: ['Role', 'Responsibilities', 'Name', 'Mobile phone', 'Backup name', 'Backup phone'],
          widths: [92, 163, 47, 47, 47, 47],
          rows: [
            ['Incident lead', 'Runs the response, keeps the log', '', '', '', ''],
            ['Superintendent', 'Decisions, spending, statements, board', '', '', '', ''],
            ['Communications', 'Messages to staff, families, media', '', '', '', ''],
            ['Legal counsel', 'Legal duties, notices, evidence', '', '', '', ''],
            ['IT (staff or provider)', 'Investigates, contains, restores', '', '', '', ''],
            ['Insurer (claims line)', 'Claim, coverage, required firms', '', '', '', ''],
          ],
        },
        {
          kind: 'table',
          columns: ['Outside contact', 'When to contact', 'Phone or address', 'Account or policy no.'],
          widths: [150, 213, 54, 50],
          rows: [
            ['FBI field office or IC3 (ic3.gov)', 'Ransomware, extortion, fraud or suspected crime', '', ''],
            ['CISA regional Cybersecurity Advisor', 'Advice, resources and CISA services', '', ''],
            ['MS-ISAC (if a member)', 'Threat information and membership services', '', ''],
            ['State education agency', 'If state law requires or instruction is disrupted', '', ''],
            ['Outside incident response firm', 'Beyond in-house skills; check insurer rules', '', ''],
            ['Bank (treasury or fraud dept.)', 'Any fraudulent payment or payroll change', '', ''],
            ['Key vendors (SIS, email, network)', 'When their systems or accounts are involved', '', ''],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Federal reporting: under the Cyber Incident Reporting for Critical Infrastructure Act (CIRCIA), covered entities will have to report substantial cyber incidents to CISA within 72 hours and ransom payments within 24 hours once CISA\u2019s final rule takes effect. CISA\u2019s proposed rule (89 FR 23644, April 4, 2024) would cover school districts and other local education agencies with 1,000 or more students; smaller districts would not be covered. As of November 2026 the final rule has not been issued: CISA\u2019s regulatory agenda had set May 2026 for it, and in March 2026 CISA said that postponing its town halls on the rule \u201cwill likely result in a delay to the issuance of the final rule.\u201d Until a final rule takes effect, reporting an incident to CISA is voluntary. The final rule can change who is covered; its publication in the Federal Register will say when reporting starts. If the final rule covers your district, add CISA to the contacts table above with the 72-hour and 24-hour deadlines.',
        },
      ],
    },
    {
      heading: 'Before an Incident: Preparation Checklist',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Contacts checked in the last six months; printed copies kept in two places',
            'A way to communicate if email is down, e.g. a group text to personal mobiles',
            'MFA on email, the SIS, finance, payroll and all administrator accounts',
            'Critical backups encrypted and isolated; a restore tested in the last quarter, the pace CIS Safeguard 11.5 sets',
            'A current list of critical systems, owners and vendors; logs kept, exportable',
            'Known insurance requirements: notice deadlines, approved response firms',
            'Written authority or a board-approved process for emergency spending',
            'Severity levels below agreed by the superintendent and IT',
            'A tabletop exercise in the last year, with its action items tracked',
          ],
        },
        {
          kind: 'table',
          columns: ['Severity', 'Description', 'Who is notified', 'Example'],
          widths: [46, 178, 120, 123],
          rows: [
            [
              'Low',
              'One device or account; no sensitive data; no disruption',
              'IT, incident lead',
              'Phishing link clicked, no password entered',
            ],
            [
              'Medium',
              'Several devices or accounts, or possible sensitive data exposure',
              'Add superintendent, counsel, insurer if policy requires',
              'Staff email account taken over, sends phishing',
            ],
            [
              'High',
              'Critical systems down, confirmed student or staff data exposure, or ransomware',
              'Full call tree, incl. insurer and law enforcement',
              'Ransomware encrypts file servers and the SIS',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Detection and Analysis',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Report anything unusual at once; do not delete evidence or try to fix it.',
              owner: 'Any staff member',
            },
            {
              text: 'Disconnect a suspect device from the network but leave it powered on.',
              owner: 'Staff, guided by IT',
            },
            {
              text: 'Confirm the incident and its scope: systems, accounts, sites, personal data.',
              owner: 'IT',
            },
            {
              text: 'Open the incident log, assign a severity level and start the call tree for that level.',
              owner: 'Incident lead',
            },
            {
              text: 'Preserve evidence: save logs, photograph ransom notes; do not wipe or rebuild yet.',
              owner: 'IT',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Is this a confirmed or likely incident?',
          branches: [
            { answer: 'Yes', action: 'Start containment and the call tree for the severity level.' },
            { answer: 'Not sure', action: 'Treat it as Medium until IT rules it out, and record why.' },
            { answer: 'No', action: 'Record what was checked and why it was ruled out, and close the report.' },
          ],
        },
      ],
    },
    {
      heading: 'Containment',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Isolate affected devices; if many, consider cutting the internet connection.',
              owner: 'IT',
            },
            {
              text: 'Disable compromised accounts, reset passwords, end sessions, remove attacker-added forwarding rules and MFA devices; block malicious senders and links.',
              owner: 'IT',
            },
            {
              text: 'Confirm backups are intact and disconnected so they cannot be encrypted or deleted.',
              owner: 'IT',
            },
            {
              text: 'Notify the insurer as the policy requires, before hiring outside firms.',
              owner: 'Incident lead',
            },
            {
              text: 'Ask counsel about legal duties, evidence, and whether counsel directs the investigation.',
              owner: 'Superintendent',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Is ransomware involved?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Treat as High; protect backups. Do not contact attackers without counsel and insurer. Report to the FBI whether or not you pay; it does not advocate paying, which does not guarantee recovery and encourages attacks. Use the #StopRansomware Guide checklist.',
            },
            { answer: 'No', action: 'Continue containment; reassess if renamed files or ransom notes appear.' },
          ],
        },
        {
          kind: 'decision',
          question: 'Is student or staff personal information involved?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Start the Data Breach Notification Checklist; counsel determines state laws and deadlines. Record what student data was exposed, to whom and when, with the FERPA disclosure records.',
            },
            {
              answer: 'Unknown',
              action: 'Treat it as involved until shown otherwise; tell counsel now so deadlines are not missed.',
            },
            { answer: 'No', action: 'Document how this was concluded (logs reviewed, systems checked).' },
          ],
        },
        {
          kind: 'decision',
          question: 'Were payments, payroll or bank details changed or sent?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Call the bank immediately to stop or recall the payment; report to ic3.gov. Verify other recent payment or direct-deposit changes by phone, using numbers on file.',
            },
            {
              answer: 'No',
              action: 'Payroll and the business office verify change requests by phone until the incident closes.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Call Tree and Communications (Alongside Containment)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Communication is not a separate phase: start the call tree as soon as an incident is confirmed and keep it running through recovery. High severity: call in this order. Medium: stop after 5 unless the incident lead decides otherwise. Callers confirm back to the incident lead; use phones if email may be compromised.',
        },
        {
          kind: 'table',
          columns: ['Order', 'Caller', 'Calls', 'Method', 'Time target'],
          widths: [32, 110, 215, 50, 48],
          rows: [
            ['1', 'Person who detects', 'IT help desk or IT lead', '', ''],
            ['2', 'IT lead', 'Incident lead', '', ''],
            ['3', 'Incident lead', 'Superintendent', '', ''],
            ['4', 'Superintendent', 'Legal counsel', '', ''],
            ['5', 'Incident lead', 'Insurance carrier', '', ''],
            ['6', 'Superintendent', 'Board president', '', ''],
            ['7', 'Incident lead or counsel', 'FBI field office or IC3; CISA; others as counsel advises', '', ''],
            ['8', 'Communications', 'Principals and department heads', '', ''],
            ['9', 'Communications', 'All staff', '', ''],
            ['10', 'Communications', 'Families and media, after counsel review', '', ''],
          ],
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Name one spokesperson; decide if schools run normally, with workarounds for attendance, meals, transport, safety messages.',
              owner: 'Superintendent',
            },
            {
              text: 'Send a holding statement (facts, actions, next update; no guessing); tell staff not to post.',
              owner: 'Communications',
            },
            { text: 'Hold regular response-team update calls until the incident closes.', owner: 'Incident lead' },
          ],
        },
      ],
    },
    {
      heading: 'Eradication and Recovery',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Find and close the way in (phished password, unpatched system, remote access).',
              owner: 'IT',
            },
            {
              text: 'Rebuild from known-good images; restore clean backups in priority order, testing each.',
              owner: 'IT',
            },
            {
              text: 'Reset exposed passwords, add missing MFA, and watch for the attacker\u2019s return for weeks.',
              owner: 'IT',
            },
            {
              text: 'Declare the incident over, tell staff and families, and close the incident log.',
              owner: 'Superintendent',
            },
          ],
        },
        {
          kind: 'table',
          columns: ['System', 'Restore priority', 'Restore owner', 'Depends on', 'Target time to restore'],
          widths: [183, 55, 70, 70, 65],
          rows: [
            ['Accounts and sign-in (directory, SSO)', '', '', '', ''],
            ['Internet access and core network', '', '', '', ''],
            ['Phones and emergency communications', '', '', '', ''],
            ['Email', '', '', '', ''],
            ['Student information system', '', '', '', ''],
            ['Finance and payroll', '', '', '', ''],
            ['Learning platforms and apps', '', '', '', ''],
          ],
        },
      ],
    },
    {
      heading: 'After the Incident: Lessons Learned',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Within two weeks, hold a blame-free review using a timeline from the log.',
              owner: 'Incident lead',
            },
            {
              text: 'Record what worked and what did not; assign updates to the playbook, policies, budget.',
              owner: 'Incident lead',
            },
            {
              text: 'Brief the board; close the insurance claim; keep records as long as counsel advises.',
              owner: 'Superintendent',
            },
          ],
        },
      ],
    },
    {
      heading: 'Incident Log',
      blocks: [
        {
          kind: 'table',
          columns: ['Date and time', 'What happened or what was done', 'By whom', 'Notes'],
          rows: [],
          emptyRows: 5,
        },
      ],
    },
  ],
  reviewedAt: '2026-11-28',
  sources: [
    nistSp80061r3,
    nistSp80061r2,
    nistCsf2,
    stopRansomwareGuide,
    ic3RansomwarePsa,
    cisaK12Report,
    cisControls,
    cisaCircia,
    circiaProposedRule,
    circiaRegulatoryAgenda,
  ],
} satisfies ResourceDocument
