import {
  circiaProposedRule,
  circiaRegulatoryAgenda,
  cisaCircia,
  ferpa2008FinalRule,
  ferpaRegulations,
  ferpaStatute,
  ic3RansomwarePsa,
  ptacBreachChecklist,
  sppoComplaint,
  stateBreachLaws2018,
} from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Data Breach Notification Checklist',
  subtitle:
    'What to do in the first hours and days after student or staff personal information may have been exposed, and whom to notify',
  intro: [
    'This checklist is for the superintendent, incident lead, IT director and communications lead in a smaller district facing a possible breach of student or staff personal information, whether in the district\u2019s own systems or at a vendor. It works alongside the district\u2019s incident response playbook: the playbook covers stopping the attack and restoring systems, and this checklist covers the notification duties and decisions that run in parallel.',
    'How to use this document: complete the who-to-notify table now, while there is no emergency, and have counsel review it. When a possible breach occurs, work through the checklists in order, write a name in the Owner column for each item, and record the date and time each item is done. Record every notification you send, because you may need to show when and how people were told.',
  ],
  sections: [
    {
      heading: 'Confirm State Requirements With Counsel',
      blocks: [
        {
          kind: 'note',
          text: 'This checklist is general guidance, not legal advice. Breach-notification duties come mainly from state law, and they differ from state to state in what counts as personal information, what counts as a breach, who must be notified, how, and how fast. Your state may also have student-privacy laws and contract terms that add duties. Before sending any notice, and as early as possible in the incident, confirm your state-specific obligations and deadlines with the district\u2019s legal counsel.',
        },
      ],
    },
    {
      heading: 'Which Laws Apply',
      blocks: [
        {
          kind: 'paragraph',
          text: 'FERPA. The Family Educational Rights and Privacy Act has no breach-notification requirement and does not prescribe specific security controls. The U.S. Department of Education has still urged schools to take reasonable steps to reduce the risk of unauthorized disclosure, and a breach may raise FERPA questions about how student records were protected and disclosed. Keep a written record of what student information was exposed, to whom if known, and when, and keep it with the district\u2019s FERPA records of disclosures; ask counsel how to document it. Parents and eligible students may file FERPA complaints with the Department\u2019s Student Privacy Policy Office within 180 days of an alleged violation or of learning of it.',
        },
        {
          kind: 'paragraph',
          text: 'PTAC checklist. The Department\u2019s Privacy Technical Assistance Center (PTAC) published a Data Breach Response Checklist in September 2012, along with breach training materials. It is a useful second check on your plan and your response.',
        },
        {
          kind: 'paragraph',
          text: 'State breach-notification laws. All 50 states, the District of Columbia, Guam, Puerto Rico and the U.S. Virgin Islands have breach-notification laws. They typically define who must comply (businesses and often government agencies), what personal information is covered (for example, a name combined with a Social Security number, driver\u2019s license number or financial account number), what a breach is (usually unauthorized acquisition of the data), the timing, method and recipients of notice, and exemptions, such as for encrypted data. Deadlines and details vary widely. For example, when their laws were enacted in 2018, Alabama required notice within 45 days, plus notice to the Attorney General if more than 1,000 residents were affected, and South Dakota required notice within 60 days. These are examples only; laws are amended, so rely on counsel for current requirements in your state.',
        },
        {
          kind: 'paragraph',
          text: 'Federal incident reporting. Under the Cyber Incident Reporting for Critical Infrastructure Act (CIRCIA), covered entities will have to report substantial cyber incidents to CISA within 72 hours and ransom payments within 24 hours once CISA\u2019s final rule takes effect. CISA\u2019s proposed rule (89 FR 23644, April 4, 2024) would cover school districts and other local education agencies with 1,000 or more students; smaller districts would not be covered. As of November 2026 the final rule has not been issued: CISA\u2019s regulatory agenda had set May 2026 for it, and in March 2026 CISA said that postponing its town halls on the rule \u201cwill likely result in a delay to the issuance of the final rule.\u201d Until a final rule takes effect, reporting an incident to CISA is voluntary. The final rule can change who is covered; its publication in the Federal Register will say when reporting starts. If the final rule covers your district, add CISA to the table below.',
        },
      ],
    },
    {
      heading: 'First Hours (0 to 24 Hours)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Activate the incident response playbook and confirm who is the incident lead.',
            'Contain the exposure: disable compromised accounts, remove public links or shared files, and isolate affected systems.',
            'Preserve evidence: keep logs, emails, screenshots and affected devices; do not wipe or rebuild systems yet.',
            'Start a written timeline noting when the breach was discovered, by whom, and each action taken.',
            'Inform the superintendent.',
            'Contact legal counsel, and ask whether counsel should direct the investigation.',
            'Notify the cyber insurance carrier as the policy requires, and ask which response firms and notification services are approved.',
            'If a vendor reported the breach, get its written account of what happened, what data and which students or staff are affected, and its contact for the incident.',
            'If ransomware, extortion or fraud is involved, report it to the FBI through ic3.gov or the local field office. The FBI does not advocate paying a ransom.',
            'Limit internal discussion to the people who need to know, and ask staff not to post about the incident.',
            'Prepare a short holding statement for questions from staff, families or media, reviewed by counsel.',
          ],
        },
      ],
    },
    {
      heading: 'First Days (Day 1 to Day 7)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Identify exactly what data was involved: student records, special education or health information, Social Security numbers, driver\u2019s license numbers, financial account numbers, staff payroll or human resources records, and login credentials.',
            'Identify whose data was involved: current and former students, parents, current and former staff, and the state each person lives in, so counsel can tell which states\u2019 laws may apply.',
            'Determine whether the data was encrypted and whether the encryption keys were also exposed.',
            'Determine, as far as possible, whether the data was acquired or only accessible, and for how long.',
            'With counsel, decide which state laws apply, whether notice is required, the deadline for each group, required content, and which state agencies must be told.',
            'Record each deadline in the who-to-notify table and assign an owner.',
            'Draft notices in plain language, and in the languages families use, for counsel to review.',
            'Arrange support for affected people, such as a phone line or web page for questions and, where counsel and the insurer advise, credit monitoring.',
            'Brief the board as permitted by your state\u2019s open meetings law, and agree who speaks for the district.',
            'Document the student information exposed for the district\u2019s FERPA records, as counsel advises.',
            'Compare your actions with the PTAC Data Breach Response Checklist.',
          ],
        },
      ],
    },
    {
      heading: 'Who to Notify',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Complete the blank columns with counsel. Mark each line Required (by law, contract or policy) or Advisable, and enter the deadline that applies in your state.',
        },
        {
          kind: 'table',
          columns: ['Who', 'Required or advisable', 'Deadline', 'Method', 'Responsible', 'Date sent'],
          rows: [
            ['Parents and eligible students', '', '', '', '', ''],
            ['Current and former staff', '', '', '', '', ''],
            ['State agencies (for example, the attorney general and the state education agency)', '', '', '', '', ''],
            ['Law enforcement (FBI field office or IC3 at ic3.gov; local police)', '', '', '', '', ''],
            ['Cyber insurance carrier', '', '', '', '', ''],
            ['School board', '', '', '', '', ''],
            ['Affected vendors and partners', '', '', '', '', ''],
            ['Other parties required by state law or contract', '', '', '', '', ''],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Notice Content Checklist',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Required content varies by state, and counsel should confirm the final text. Use the items below as a starting draft.',
        },
        {
          kind: 'checklist',
          items: [
            'A plain description of what happened and when, as far as it is known.',
            'The types of personal information involved.',
            'What the district has done to stop the breach and protect people.',
            'Steps individuals can take to protect themselves.',
            'Any support the district is offering, and how to use it.',
            'A contact for questions: phone, email and hours.',
            'Reviewed by counsel and approved by the superintendent before sending.',
          ],
        },
      ],
    },
    {
      heading: 'After Notification (Weeks 2 to 6)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Track questions and complaints from families and staff, and answer them consistently.',
            'Keep copies of every notice, the list of recipients, and the dates and methods used.',
            'Hold a lessons-learned review and update the incident response playbook and this checklist.',
            'If a vendor was involved, review its contract and data-sharing agreement, and decide whether to continue the relationship.',
            'Delete student and staff data that the district or its vendors no longer need.',
            'Report the outcome, costs and planned improvements to the board.',
            'Keep breach records for as long as counsel advises.',
          ],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-28',
  sources: [
    ferpaStatute,
    ferpaRegulations,
    ferpa2008FinalRule,
    ptacBreachChecklist,
    sppoComplaint,
    stateBreachLaws2018,
    ic3RansomwarePsa,
    cisaCircia,
    circiaProposedRule,
    circiaRegulatoryAgenda,
  ],
} satisfies ResourceDocument
