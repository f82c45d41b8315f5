import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Incident Response Playbook',
  subtitle:
    'Roles, call tree, decision points and step-by-step actions for a cyber incident, aligned to NIST SP 800-61 Rev. 3 and CSF 2.0',
  intro: [
    'This playbook is for small and mid-sized school districts where one or two people run IT and the superintendent\u2019s office handles communications. It tells the district who does what during a cyber incident, who calls whom, and which decisions must be made early. It follows NIST SP 800-61 Rev. 3 (April 2025), which organizes incident response around the six functions of the NIST Cybersecurity Framework (CSF) 2.0.',
    'How to use this document: before anything happens, fill in the roles, contacts and call tree, agree the severity levels, and complete the preparation checklist. Print copies and store them where they can be reached if district systems, email and phones are down, for example in the superintendent\u2019s office and at the incident lead\u2019s home. During an incident, work through the phases in order and record every action in the incident log at the end. Exercise the playbook at least once a year with a tabletop exercise and update it afterward.',
  ],
  sections: [
    {
      heading: 'How This Playbook Fits NIST Guidance',
      blocks: [
        {
          kind: 'paragraph',
          text: 'NIST SP 800-61 Rev. 3 replaces the older Rev. 2 guide. Instead of a standalone incident response cycle, it treats incident response as part of managing cybersecurity risk: the Govern, Identify and Protect functions are the preparation, the Detect, Respond and Recover functions are the response, and lessons learned from every incident feed an Improvement category so that plans and controls get better over time.',
        },
        {
          kind: 'table',
          columns: ['CSF 2.0 function', 'What it means for this playbook', 'Where it is covered'],
          rows: [
            [
              'Govern',
              'Roles, authority to make decisions and spend money, policies, and who must be told',
              'Roles and contacts; call tree',
            ],
            [
              'Identify',
              'Knowing your systems and data, and which matter most',
              'Preparation checklist; recovery priorities',
            ],
            ['Protect', 'MFA, backups, patching and training that prevent or limit incidents', 'Preparation checklist'],
            ['Detect', 'Noticing and analyzing signs of an incident', 'Phase 1'],
            ['Respond', 'Containing the incident, making decisions and notifying people', 'Phases 2 and 3'],
            ['Recover', 'Restoring systems and normal operations safely', 'Phase 4'],
            ['Improvement', 'Learning from the incident and updating plans and controls', 'Phase 5'],
          ],
        },
      ],
    },
    {
      heading: 'Roles and Contacts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Name a primary and a backup for every role. In a small district one person may hold two roles, but the incident lead should not also be the person doing most of the technical work. Record mobile numbers, because district phones and email may not work during an incident.',
        },
        {
          kind: 'table',
          columns: ['Role', 'Responsibilities', 'Name', 'Mobile phone', 'Backup name', 'Backup phone'],
          rows: [
            [
              'Incident lead',
              'Coordinates the response, keeps the incident log, calls decision meetings',
              '',
              '',
              '',
              '',
            ],
            [
              'Superintendent',
              'Makes major decisions, approves spending and public statements, informs the board',
              '',
              '',
              '',
              '',
            ],
            [
              'Communications',
              'Drafts and sends messages to staff, families and media; handles inquiries',
              '',
              '',
              '',
              '',
            ],
            ['Legal counsel', 'Advises on legal duties, notifications, evidence and contracts', '', '', '', ''],
            [
              'IT (staff or managed service provider)',
              'Investigates, contains, restores systems and preserves evidence',
              '',
              '',
              '',
              '',
            ],
            [
              'Insurance carrier (claims or breach line)',
              'Opens the claim and explains coverage and any required response firms',
              '',
              '',
              '',
              '',
            ],
          ],
          emptyRows: 2,
        },
        {
          kind: 'table',
          columns: ['Outside contact', 'When to contact', 'Phone or address', 'Account or policy number'],
          rows: [
            [
              'FBI field office or Internet Crime Complaint Center (ic3.gov)',
              'Ransomware, extortion, fraud or suspected crime',
              '',
              '',
            ],
            ['CISA regional Cybersecurity Advisor', 'Advice, resources and connections to CISA services', '', ''],
            [
              'MS-ISAC (if the district or state is a member)',
              'Threat information and any services included in the membership',
              '',
              '',
            ],
            ['State education agency', 'As required by state law or when instruction is disrupted', '', ''],
            [
              'Outside incident response firm',
              'When the incident exceeds in-house skills; check insurer requirements first',
              '',
              '',
            ],
            ['Bank (treasury or fraud department)', 'Any fraudulent payment or payroll change', '', ''],
            ['Key vendors (SIS, email, network provider)', 'When their systems or accounts are involved', '', ''],
          ],
          emptyRows: 1,
        },
      ],
    },
    {
      heading: 'Before an Incident: Preparation Checklist',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'The roles and contacts tables are complete and were checked within the last six months.',
            'Printed copies of this playbook are stored in at least two places outside the district network.',
            'There is an agreed way to communicate if email is down, such as a group text list of personal mobile numbers.',
            'MFA is enabled for email, the SIS, finance, payroll and all administrator accounts.',
            'Backups of critical systems are encrypted, kept offline or otherwise isolated, and a restore was tested within the last year.',
            'There is a current list of critical systems, their owners and their vendors.',
            'System and security logs are kept long enough to investigate an incident, and IT knows how to export them.',
            'The district knows what its cyber insurance policy requires at the first sign of an incident, including notice deadlines and approved response firms.',
            'The superintendent has written authority, or a board-approved process, for emergency spending during an incident.',
            'Severity levels below have been agreed by the superintendent and IT.',
            'A tabletop exercise was held within the last year, and its action items are tracked.',
          ],
        },
        {
          kind: 'table',
          columns: ['Severity', 'Description', 'Who is notified', 'Example'],
          rows: [
            [
              'Low',
              'Limited to one device or account; no sensitive data involved; no disruption',
              'IT, incident lead',
              'One staff member clicked a phishing link but did not enter a password',
            ],
            [
              'Medium',
              'Several devices or accounts, or possible exposure of sensitive data; limited disruption',
              'Add superintendent, legal counsel and, if the policy requires, the insurance carrier',
              'A staff email account was taken over and used to send phishing messages',
            ],
            [
              'High',
              'Critical systems down, confirmed exposure of student or staff data, or ransomware',
              'Full call tree, including insurer and law enforcement',
              'Ransomware encrypts file servers and the SIS',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Phase 1: Detection and Analysis',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Report anything unusual right away: unexpected pop-ups or ransom notes, files that will not open, password prompts after clicking a link, or messages sent from your account that you did not write. Do not delete evidence or try to fix it yourself.',
              owner: 'Any staff member',
            },
            {
              text: 'If a device may be infected, disconnect it from the network (unplug the cable or turn off Wi-Fi) and leave it powered on unless IT instructs otherwise, so evidence is preserved.',
              owner: 'Staff member, guided by IT',
            },
            {
              text: 'Confirm whether an incident is happening: check alerts, sign-in logs and affected systems, and talk to the person who reported it.',
              owner: 'IT',
            },
            {
              text: 'Open the incident log and record the time of the report, what was seen and each action taken from this point on.',
              owner: 'Incident lead',
            },
            {
              text: 'Estimate the scope: which systems, accounts and locations are affected, and whether student or staff data may be involved.',
              owner: 'IT',
            },
            { text: 'Assign a severity level and start the call tree for that level.', owner: 'Incident lead' },
            {
              text: 'Preserve evidence: save logs, take photos or screenshots of messages and ransom notes, and do not wipe or rebuild systems yet.',
              owner: 'IT',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Is this a confirmed or likely incident?',
          branches: [
            { answer: 'Yes', action: 'Continue to Phase 2 and notify people according to the severity level.' },
            {
              answer: 'Not sure',
              action:
                'Treat it as an incident at the Medium level until IT can rule it out. Record why the decision was made.',
            },
            {
              answer: 'No',
              action:
                'Record what was checked and why it was ruled out, close the report, and thank the person who reported it.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Phase 2: Containment',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Isolate affected devices and servers from the network. If many systems are affected, consider disconnecting the district from the internet while the spread is assessed.',
              owner: 'IT',
            },
            {
              text: 'Disable compromised accounts, reset their passwords, sign them out of all sessions, and check for new forwarding rules or MFA devices the attacker may have added.',
              owner: 'IT',
            },
            {
              text: 'Block malicious email senders, links and domains, and remove phishing messages from other mailboxes.',
              owner: 'IT',
            },
            {
              text: 'Notify the insurance carrier as the policy requires, before hiring outside firms, and ask which response firms are approved.',
              owner: 'Incident lead',
            },
            {
              text: 'Contact legal counsel about legal duties, evidence handling and whether counsel should direct the investigation.',
              owner: 'Superintendent',
            },
            {
              text: 'Confirm that backups are intact and disconnected from affected systems so they cannot be encrypted or deleted.',
              owner: 'IT',
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
                'Treat as High severity. Isolate systems, protect backups and photograph the ransom note. Do not contact the attackers without counsel and your insurer. Report to the FBI through ic3.gov or your local field office. The FBI does not advocate paying a ransom: payment does not guarantee recovery and it encourages further attacks. Report whether or not the district pays. Use the response checklist in the #StopRansomware Guide alongside this playbook.',
            },
            {
              answer: 'No',
              action: 'Continue containment and reassess if new signs appear, such as renamed files or ransom notes.',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Is student or staff personal information involved?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Start the Data Breach Notification Checklist. Legal counsel determines which state breach-notification laws and deadlines apply. Record what student information was exposed, to whom if known, and when, and keep that record with the district\u2019s FERPA disclosure records.',
            },
            {
              answer: 'Unknown',
              action:
                'Treat the data as involved until the investigation shows otherwise, and tell counsel now so deadlines are not missed.',
            },
            {
              answer: 'No',
              action:
                'Document how the district reached that conclusion, such as the logs reviewed and the systems checked.',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Were payments, payroll or bank details changed or sent?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Call the district\u2019s bank immediately to try to stop or recall the payment. Report to the FBI at ic3.gov. Verify any other recent payment or direct-deposit changes by phone using numbers on file, not numbers in the email.',
            },
            {
              answer: 'No',
              action:
                'Warn payroll and the business office to verify any change requests by phone while the incident is open.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Phase 3: Notification and Call Tree',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Call in the order below for High severity incidents; for Medium, stop after step 5 unless the incident lead decides otherwise. Each caller confirms back to the incident lead when the call is made. Use phones, not district email, if email may be compromised.',
        },
        {
          kind: 'table',
          columns: ['Order', 'Caller', 'Calls', 'Method', 'Time target'],
          rows: [
            ['1', 'Person who detects', 'IT help desk or IT lead', '', ''],
            ['2', 'IT lead', 'Incident lead', '', ''],
            ['3', 'Incident lead', 'Superintendent', '', ''],
            ['4', 'Superintendent', 'Legal counsel', '', ''],
            ['5', 'Incident lead', 'Insurance carrier', '', ''],
            ['6', 'Superintendent', 'Board president', '', ''],
            ['7', 'Incident lead or counsel', 'FBI field office or IC3; other agencies as counsel advises', '', ''],
            ['8', 'Communications', 'Principals and department heads', '', ''],
            ['9', 'Communications', 'All staff', '', ''],
            ['10', 'Communications', 'Families and media, after counsel review', '', ''],
          ],
          emptyRows: 1,
        },
        {
          kind: 'steps',
          items: [
            {
              text: 'Prepare a short holding statement that says what is known, what the district is doing, and when the next update will come. Do not guess at causes or impact.',
              owner: 'Communications',
            },
            {
              text: 'Name one spokesperson and route all media and parent questions to that person.',
              owner: 'Superintendent',
            },
            {
              text: 'Tell staff what to do and what not to do, such as not posting about the incident and not using affected systems.',
              owner: 'Communications',
            },
            {
              text: 'Decide whether schools can operate normally, and arrange workarounds for attendance, meals, transportation and safety communications if systems are down.',
              owner: 'Superintendent',
            },
            {
              text: 'Schedule regular update calls for the response team until the incident is closed.',
              owner: 'Incident lead',
            },
          ],
        },
      ],
    },
    {
      heading: 'Phase 4: Eradication and Recovery',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Find how the attacker got in, such as a phished password, an unpatched system or an exposed remote access service, and close that path before restoring.',
              owner: 'IT',
            },
            {
              text: 'Remove malware and attacker access: rebuild affected systems from known-good images and remove any accounts, tools or rules the attacker created.',
              owner: 'IT',
            },
            {
              text: 'Restore data from backups taken before the incident, after checking that the backups are clean.',
              owner: 'IT',
            },
            {
              text: 'Restore systems in the agreed priority order, and test each one before users return.',
              owner: 'IT',
            },
            {
              text: 'Reset passwords for affected accounts, and for all administrator accounts if they may be exposed. Turn on MFA anywhere it was missing.',
              owner: 'IT',
            },
            {
              text: 'Watch closely for signs the attacker has returned for several weeks after recovery.',
              owner: 'IT',
            },
            {
              text: 'Decide that the incident is over, tell staff and families that normal operations have resumed, and close the incident log.',
              owner: 'Superintendent',
            },
          ],
        },
        {
          kind: 'table',
          columns: ['System', 'Restore priority', 'Restore owner', 'Depends on', 'Target time to restore'],
          rows: [
            ['Accounts and sign-in (directory, single sign-on)', '', '', '', ''],
            ['Internet access and core network', '', '', '', ''],
            ['Phones and emergency communications', '', '', '', ''],
            ['Email', '', '', '', ''],
            ['Student information system', '', '', '', ''],
            ['Finance and payroll', '', '', '', ''],
            ['Learning platforms and instructional apps', '', '', '', ''],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Phase 5: Post-Incident Lessons Learned',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Hold a lessons-learned meeting within two weeks of closing the incident, with everyone who took part. Focus on what happened and what to change, not on blame.',
              owner: 'Incident lead',
            },
            {
              text: 'Write a short timeline from the incident log: first sign, detection, key decisions, containment and recovery.',
              owner: 'Incident lead',
            },
            {
              text: 'List what worked, what did not, and which controls would have prevented or shortened the incident.',
              owner: 'IT',
            },
            {
              text: 'Update this playbook, contacts, policies and the security budget based on the findings.',
              owner: 'Incident lead',
            },
            {
              text: 'Brief the board on the incident, its cost and the improvements planned.',
              owner: 'Superintendent',
            },
            {
              text: 'Close out the insurance claim and keep incident records for as long as counsel advises.',
              owner: 'Superintendent',
            },
          ],
        },
        {
          kind: 'table',
          columns: ['Lesson', 'Action', 'Owner', 'Due date', 'Done'],
          rows: [],
          emptyRows: 5,
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
          emptyRows: 10,
        },
      ],
    },
  ],
  sources: [
    'NIST SP 800-61 Rev. 3, Incident Response Recommendations and Considerations for Cybersecurity Risk Management: A CSF 2.0 Community Profile (April 2025)',
    'NIST Cybersecurity Framework 2.0 (CSWP 29, February 2024)',
    'CISA, FBI, NSA and MS-ISAC, #StopRansomware Guide (2023)',
    'FBI Internet Crime Complaint Center, Public Service Announcement on high-impact ransomware attacks (October 2019)',
    'CISA, Protecting Our Future: Partnering to Safeguard K-12 Organizations from Cybersecurity Threats (January 2023)',
    'CIS Critical Security Controls v8.1 (June 2024), Control 17: Incident Response Management',
  ],
} satisfies ResourceDocument
