import type { ResourceDocument } from '../types.ts'

export default {
  title: 'School Network Security Checklist',
  subtitle: 'Essential safeguards for a small district, organized by CIS Controls v8.1 Implementation Group 1',
  intro: [
    'This checklist is for technology directors and the superintendents and board members who oversee them. It turns the basics of network and device security into tasks a small IT team can assign, track and finish. It is organized by the areas of the CIS Critical Security Controls v8.1 that Implementation Group 1 (IG1) covers. IG1 is what CIS calls essential cyber hygiene: 56 of the 153 safeguards in v8.1.',
    'How to use this document: start with the CISA priority section, because those items stop the most common attacks on schools. Then work through the other sections, writing an owner and a target date beside each item. Items are our plain-language tasks, grouped under CIS control names; use the CIS Controls v8.1 document itself for the exact safeguard wording. Revisit the whole list once a year and after any major network change.',
  ],
  sections: [
    {
      heading: 'Start Here: CISA Priority Steps for K-12',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CISA’s January 2023 report, Protecting Our Future, asks K-12 organizations to put these six steps first, then align further investment with CISA’s Cybersecurity Performance Goals and build a longer-term plan on the NIST Cybersecurity Framework.',
        },
        {
          kind: 'checklist',
          items: [
            'Multi-factor authentication on staff email, the student information system, finance and payroll, remote access and all administrator accounts',
            'A patch management process with deadlines, starting with internet-facing systems',
            'Backups that are performed on a schedule and tested by restoring them',
            'Reduced exposure to common attacks, such as remote desktop (RDP) open to the internet',
            'A written incident response plan that has been exercised',
            'Cybersecurity training and awareness for staff, leadership and the board',
          ],
        },
      ],
    },
    {
      heading: 'Asset Inventory (CIS Controls 1 and 2)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Keep one inventory of district devices: computers, Chromebooks, servers, network equipment, printers, cameras and building system controllers',
            'Record owner, location, operating system and status for each device',
            'Find and deal with unknown devices on the network at least monthly, using DHCP logs or a network scan',
            'Keep a list of approved software and cloud services, including free apps teachers use with students',
            'Remove or block software and services that are unsupported or not approved',
          ],
        },
      ],
    },
    {
      heading: 'Secure Configuration (CIS Control 4)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Write a standard setup for staff computers, student devices and servers, and apply it from a management console',
            'Change all default passwords on network equipment, printers, cameras and building controllers',
            'Turn on automatic screen lock for staff devices',
            'Turn on full-disk encryption on staff laptops and any device that stores student data',
            'Turn on host firewalls on computers and servers',
            'Remove local administrator rights from everyday staff accounts',
            'Manage switches, firewalls and wireless controllers only from the staff or management network, never from the internet',
          ],
        },
      ],
    },
    {
      heading: 'Account and Access Management (CIS Controls 5 and 6)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Keep a list of all accounts, including service and vendor accounts, and review it each semester',
            'Use separate administrator accounts for IT work, and limit how many exist',
            'Disable accounts of departing staff on their last day',
            'Disable accounts that have not been used for the period the district sets',
            'Grant access by role, and only to the data each role needs',
            'Require MFA for remote access to the network and for all administrator accounts',
          ],
        },
      ],
    },
    {
      heading: 'Vulnerability and Patch Management (CIS Control 7)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Turn on automatic updates for operating systems and browsers on staff and student devices',
            'Set and write down patch deadlines, shorter for internet-facing systems',
            'Check firewalls, VPNs, email gateways and other internet-facing equipment for firmware updates at least monthly',
            'Scan the network for missing patches at least quarterly',
            'Ask CISA about its no-cost vulnerability scanning of your internet-facing addresses',
            'Plan replacement of equipment that no longer receives security updates',
          ],
        },
      ],
    },
    {
      heading: 'Audit Log Management (CIS Control 8)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Turn on sign-in and administrator activity logging for email, the student information system and finance systems',
            'Turn on logging on firewalls and servers',
            'Keep logs in one place that ordinary users cannot change or delete',
            'Make sure device clocks are synchronized so log times line up',
            'Decide how long logs are kept, and check that storage holds them that long',
            'Name a person to review alerts and administrator activity on a set schedule',
          ],
        },
      ],
    },
    {
      heading: 'Email and Web Protections, Including CIPA Filtering (CIS Control 9)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Districts that receive E-Rate discounts for internet access or Category Two services must certify CIPA compliance. That requires a technology protection measure that blocks obscene images and child sexual abuse material for all users and material harmful to minors for users under 17, plus an internet safety policy that includes monitoring minors’ online activity. The same filtering platform can also block known malicious sites for staff and students.',
        },
        {
          kind: 'checklist',
          items: [
            'Confirm the content filter covers every network and district device, including take-home student devices off campus',
            'Turn on blocking of known malicious and newly registered domains in the filter or DNS service',
            'Keep the CIPA internet safety policy current, and record the public notice and meeting held when it was adopted',
            'Turn on the email system’s protections against phishing, malicious attachments and spoofing',
            'Publish SPF, DKIM and DMARC records for district email domains',
            'Mark email from outside the district with a visible external-sender banner',
            'Give staff a one-click way to report phishing, and someone who checks the reports each school day',
            'Use only supported browsers, kept up to date, and manage extensions on district devices',
          ],
        },
      ],
    },
    {
      heading: 'Malware Defenses (CIS Control 10)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Run centrally managed anti-malware or endpoint protection on every district computer and server',
            'Confirm protection updates itself and reports to a console someone checks',
            'Block automatic running of programs from USB drives',
            'Block macros in Office documents that come from the internet',
          ],
        },
      ],
    },
    {
      heading: 'Data Recovery and Backups (CIS Control 11)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'List the systems the district must restore first, such as identity, finance, student information and phones',
            'Confirm who backs up vendor-hosted systems and how to get data back',
            'Back up district-run systems automatically, including server and firewall configurations',
            'Keep at least one backup copy offline or otherwise protected from change, and encrypted',
            'Store backup credentials separately from everyday administrator accounts',
            'Test a restore at least quarterly and record how long it took',
          ],
        },
      ],
    },
    {
      heading: 'Network Infrastructure and Segmentation (CIS Control 12)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Separate networks keep a compromised student device, a guest phone or an insecure camera from reaching staff computers and servers. In K12 SIX’s Essential Cybersecurity Protections, segmenting networks and limiting exposed services is one of the protections grouped under sanitizing network traffic. Note for budgeting: regular E-Rate funding covers basic firewalls only, and for funding year 2026 the FCC again declined to add advanced firewalls.',
        },
        {
          kind: 'table',
          columns: ['Network', 'Who or what connects', 'May reach', 'Must not reach', 'Done?'],
          rows: [
            ['Staff', 'District staff devices', 'Internet, staff systems, printers', 'Building systems management', ''],
            [
              'Student',
              'Student devices',
              'Internet through the filter, learning services',
              'Staff network, servers, building systems',
              '',
            ],
            ['Guest', 'Visitor and personal devices', 'Internet through the filter only', 'All district networks', ''],
            [
              'Building systems',
              'HVAC, cameras, door access, bells, intercoms',
              'Vendor service only through controlled remote access',
              'Staff, student and guest networks',
              '',
            ],
            [
              'Management and servers',
              'Servers, network equipment, IT admin devices',
              'What each service needs',
              'Direct access from student and guest networks',
              '',
            ],
          ],
        },
        {
          kind: 'checklist',
          items: [
            'Keep current network diagrams and firewall rule descriptions',
            'Update firewall, switch and wireless firmware on schedule',
            'Use WPA2 or WPA3 Enterprise for staff wireless, and change guest network keys regularly',
            'Review firewall rules at least yearly and remove rules no one can explain',
            'Give building system vendors remote access only through a district-controlled method with MFA, turned on when needed',
          ],
        },
      ],
    },
    {
      heading: 'Exposed Services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CISA names reducing exposure to common attacks, such as remote desktop protocol (RDP) reachable from the internet, as one of its priority steps for K-12. Anything on the internet is scanned by attackers constantly.',
        },
        {
          kind: 'checklist',
          items: [
            'List every district service reachable from the internet, with the reason it is needed',
            'Close RDP, file sharing and database ports to the internet',
            'Replace port forwards for remote support with a VPN or remote access service that requires MFA',
            'Remove administrator sign-in pages of firewalls and other equipment from the internet',
            'Confirm the external scan results from CISA or your own scanner show nothing unexpected',
          ],
        },
      ],
    },
    {
      heading: 'Security Awareness and Skills Training (CIS Control 14)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Train all staff when hired and at least yearly on phishing, passwords, MFA and reporting',
            'Give extra training to staff who handle payroll, vendor payments and student records',
            'Brief the superintendent, cabinet and board at least yearly on cyber risk',
            'Teach students online safety as the CIPA internet safety policy requires',
            'Train IT staff on the tools and settings in this checklist',
          ],
        },
      ],
    },
    {
      heading: 'Annual Review Record',
      blocks: [
        {
          kind: 'table',
          columns: ['Review date', 'Reviewed by', 'Items complete', 'Items open', 'Reported to superintendent on'],
          rows: [],
          emptyRows: 3,
        },
      ],
    },
  ],
  sources: [
    'CIS Critical Security Controls v8.1 (June 2024)',
    'CISA, Protecting Our Future: Partnering to Safeguard K-12 Organizations from Cybersecurity Threats (January 2023)',
    'K12 SIX, Essential Cybersecurity Protections (2023-2024 edition)',
    'Children’s Internet Protection Act (CIPA, 2000) and USAC E-Rate CIPA requirements',
    'NIST Cybersecurity Framework (CSF) 2.0, NIST CSWP 29 (February 2024)',
  ],
} satisfies ResourceDocument
