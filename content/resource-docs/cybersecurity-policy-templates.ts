import {
  cisaK12Report,
  cisControls,
  coppaRule,
  ferpaRegulations,
  ftcCoppaFaq,
  k12six2022Report,
  ndpa,
  nistCsf2,
  nistSp80061r3,
  nistSp80063b4,
  stopRansomwareGuide,
  usacCipa,
} from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Cybersecurity Policy Templates',
  subtitle: 'Seven short model policies a small district can adapt, approve and actually follow',
  intro: [
    'These model policies give superintendents, technology directors and boards a starting set of cybersecurity policies written for a district with a small IT staff. Each one is short on purpose: a policy states what the district requires and who is responsible, while procedures, settings and checklists live in separate documents that staff can update without a board vote.',
    'How to use this document: replace “the District” with your district name, renumber each policy to match your board policy manual, and compare each statement with the policies you already have so you do not adopt two rules on the same topic. Have district counsel review every policy and adapt it to your state laws before the board acts. Record the approval date and next review date in the table at the end of each policy.',
  ],
  sections: [
    {
      heading: 'Before You Adopt',
      blocks: [
        {
          kind: 'note',
          text: 'These templates are not legal advice. State laws on student data privacy, breach notification, records retention and public meetings differ, and several policies touch federal law (FERPA, COPPA, CIPA). Have counsel review them, adapt them to state law, and align them with your board policy numbering and existing policies before adoption.',
        },
        {
          kind: 'bullets',
          items: [
            'Policy owner: each policy names an owner by title, not by person, so it survives staff changes.',
            'Review cycle: review each policy at least every year and after any significant incident.',
            'Related documents: the password policy template, incident response playbook and staff onboarding checklist in this resource library can serve as the procedures these policies refer to.',
          ],
        },
      ],
    },
    {
      heading: 'Policy 1: Acceptable Use of Technology',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purpose: to set expectations for how staff, students and guests use District devices, networks, accounts and online services, and to support the District’s internet safety policy under the Children’s Internet Protection Act (CIPA).',
        },
        {
          kind: 'bullets',
          items: [
            'District technology is provided for education and District business. Limited personal use by staff is allowed if it does not interfere with work or violate this policy.',
            'Users must not share passwords, bypass security or content filtering, install unapproved software, or try to reach systems or data they are not authorized to use.',
            'Users must protect student and staff information and share it only as allowed by the Data Classification and Handling policy.',
            'The District filters internet access and monitors minors’ online activity as required by its CIPA internet safety policy. Users have no expectation of privacy in District accounts or devices, to the extent state law allows.',
            'Users must report lost or stolen devices, suspicious messages and suspected security problems to the technology department right away.',
            'Staff and students, or parents of younger students, acknowledge this policy in writing each year.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Responsibilities: the technology director maintains filtering and monitoring; principals handle student violations under the student code of conduct; supervisors handle staff violations under employee policies.',
        },
        {
          kind: 'table',
          columns: ['Policy number', 'Version', 'Board approval date', 'Next review due', 'Policy owner'],
          rows: [['', '', '', '', '']],
        },
      ],
    },
    {
      heading: 'Policy 2: Data Classification and Handling',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purpose: to sort District information by sensitivity so staff know how to store, share and dispose of it.',
        },
        {
          kind: 'table',
          columns: ['Level', 'Examples', 'Handling'],
          rows: [
            [
              'Restricted',
              'Education records with student names or IDs, health, special education and discipline records, Social Security numbers, staff personnel and payroll data, bank account numbers',
              'District systems only; MFA required; share only with approved roles and vendors under a data privacy agreement; encrypt when sent outside the District',
            ],
            [
              'Internal',
              'Budgets in draft, internal procedures, staff directories, network diagrams',
              'District systems only; share within the District as needed',
            ],
            [
              'Public',
              'Board-approved policies, published calendars, directory information not subject to a parent opt-out',
              'May be published; confirm opt-outs before releasing directory information',
            ],
          ],
        },
        {
          kind: 'bullets',
          items: [
            'When unsure, staff treat information as Restricted.',
            'Directory information is released only as described in the District’s annual notice, and never for students whose families have opted out. A Social Security number is never directory information.',
            'Restricted data must not be stored on personal devices, personal email or personal cloud accounts, or on removable drives unless encrypted and approved.',
            'Records are kept and destroyed according to the state records retention schedule. Devices and media holding Restricted data are wiped or destroyed before disposal.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Responsibilities: the records or data privacy officer maintains the classification table; data owners (for example the director of special education for special education records) approve access; all staff follow the handling rules.',
        },
        {
          kind: 'table',
          columns: ['Policy number', 'Version', 'Board approval date', 'Next review due', 'Policy owner'],
          rows: [['', '', '', '', '']],
        },
      ],
    },
    {
      heading: 'Policy 3: Access Control and Multi-Factor Authentication',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purpose: to make sure people reach only the systems and records their jobs require. FERPA regulations require districts to use reasonable methods, such as access controls, so school officials reach only records in which they have a legitimate educational interest (34 CFR 99.31(a)(1)(ii)).',
        },
        {
          kind: 'bullets',
          items: [
            'Access is granted by role and limited to what each role needs (least privilege). Requests for additional access are approved by the data owner.',
            'Multi-factor authentication is required for staff email, the student information system, finance and payroll systems, remote access and all administrator accounts.',
            'Administrator rights are given to as few people as possible and used from separate administrator accounts.',
            'Accounts are created, changed and disabled based on human resources notices; departing staff accounts are disabled on their last day.',
            'Access to the student information system and other Restricted systems is reviewed at least quarterly, the minimum CIS Safeguard 5.1 sets for confirming that every active account is still authorized. Access ends on the day a person leaves or changes role, without waiting for the review.',
            'Passwords follow the District password procedure, which is based on NIST SP 800-63B-4.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Responsibilities: human resources reports personnel changes the same day; the technology director maintains roles and MFA; principals and data owners confirm access at each review.',
        },
        {
          kind: 'table',
          columns: ['Policy number', 'Version', 'Board approval date', 'Next review due', 'Policy owner'],
          rows: [['', '', '', '', '']],
        },
      ],
    },
    {
      heading: 'Policy 4: Cybersecurity Incident Response',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purpose: to make sure the District detects, responds to and recovers from cybersecurity incidents in an organized way, and meets its notification duties.',
        },
        {
          kind: 'bullets',
          items: [
            'The District maintains a written incident response plan, based on NIST SP 800-61 Rev. 3 and the NIST Cybersecurity Framework 2.0, that names an incident response team, decision makers and outside contacts.',
            'The plan is exercised at least once a year, for example through a tabletop exercise with District leadership, and updated afterward.',
            'All staff must report suspected incidents immediately to the technology department and must not try to investigate on their own.',
            'The superintendent or designee approves all public statements and notifications about an incident.',
            'The District notifies affected people and agencies as required by state breach-notification law and by its contracts. FERPA itself has no breach-notification requirement, but state law and contracts may.',
            'Criminal incidents, including ransomware and payment fraud, are reported to law enforcement, including the FBI through the Internet Crime Complaint Center (IC3) or a field office.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Responsibilities: the technology director leads technical response; the superintendent leads decisions and communications; the business manager contacts the cyber insurance carrier; counsel advises on notification.',
        },
        {
          kind: 'table',
          columns: ['Policy number', 'Version', 'Board approval date', 'Next review due', 'Policy owner'],
          rows: [['', '', '', '', '']],
        },
      ],
    },
    {
      heading: 'Policy 5: Vendor and Third-Party Data Privacy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purpose: to protect student and staff data held by vendors and online services. K12 SIX’s 2022 Year in Review found that 55 percent of publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors.',
        },
        {
          kind: 'bullets',
          items: [
            'Online services that collect student data are approved at the District level before use, not by individual teachers. The District keeps a public list of approved services.',
            'Vendors receiving education records must sign a data privacy agreement, such as the National Data Privacy Agreement with state terms, before data is shared.',
            'A vendor receives records under the school-official exception only if it performs a function staff would otherwise do, is under the District’s direct control regarding use and maintenance of the records, and is bound by FERPA’s redisclosure limits.',
            'The District consents under COPPA on behalf of parents only where the vendor collects data for the school’s use and benefit and for no other commercial purpose.',
            'Contracts require reasonable security, prompt notice of incidents, limits on use and sharing, and return or deletion of data at contract end.',
            'Vendors must enable security controls such as administrator MFA for District accounts.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Responsibilities: the technology director reviews vendor security; the data privacy officer keeps agreements on file; purchasing does not pay for a service handling student data without an approved agreement.',
        },
        {
          kind: 'table',
          columns: ['Policy number', 'Version', 'Board approval date', 'Next review due', 'Policy owner'],
          rows: [['', '', '', '', '']],
        },
      ],
    },
    {
      heading: 'Policy 6: Backup and Recovery',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purpose: to make sure the District can restore critical systems and data after ransomware, hardware failure, error or disaster. Performing and testing backups is one of CISA’s priority steps for K-12.',
        },
        {
          kind: 'bullets',
          items: [
            'The District keeps a list of critical systems with the order in which they will be restored.',
            'Critical data is backed up on a schedule, with at least one copy kept offline or otherwise protected from change, and encrypted.',
            'Backup systems use separate credentials protected with MFA.',
            'Restores are tested at least quarterly, the pace CIS Safeguard 11.5 sets, and the results recorded.',
            'For vendor-hosted systems, contracts state how data is backed up and how quickly it can be restored.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Responsibilities: the technology director runs backups and tests; data owners confirm restore priorities; the superintendent receives an annual summary of test results.',
        },
        {
          kind: 'table',
          columns: ['Policy number', 'Version', 'Board approval date', 'Next review due', 'Policy owner'],
          rows: [['', '', '', '', '']],
        },
      ],
    },
    {
      heading: 'Policy 7: Security Awareness Training',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purpose: to give everyone who uses District systems the knowledge to avoid and report common attacks. CISA recommends training and awareness at all levels of a K-12 organization.',
        },
        {
          kind: 'bullets',
          items: [
            'All staff complete security awareness training when hired and at least once a year, covering phishing, passwords and MFA, handling student data, and how to report problems.',
            'Staff who handle payroll, vendor payments or Restricted data receive additional training on payment fraud and verification procedures.',
            'The superintendent, cabinet and board receive a cybersecurity briefing at least once a year.',
            'Students receive age-appropriate instruction on online behavior, social networking and cyberbullying, as the District’s CIPA internet safety policy requires.',
            'The District may run simulated phishing exercises to support learning, not to punish.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Responsibilities: the technology director selects content and tracks completion; supervisors make time for training; human resources includes training in onboarding.',
        },
        {
          kind: 'table',
          columns: ['Policy number', 'Version', 'Board approval date', 'Next review due', 'Policy owner'],
          rows: [['', '', '', '', '']],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-29',
  sources: [
    cisaK12Report,
    k12six2022Report,
    ferpaRegulations,
    nistSp80061r3,
    nistCsf2,
    nistSp80063b4,
    usacCipa,
    coppaRule,
    ftcCoppaFaq,
    ndpa,
    stopRansomwareGuide,
    cisControls,
  ],
} satisfies ResourceDocument
