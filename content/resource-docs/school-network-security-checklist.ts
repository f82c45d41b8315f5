import type { ResourceDocument } from '../types.ts'

export default {
  title: 'School Network Security Checklist',
  subtitle: 'Essential safeguards for a small district, organized by CIS Controls v8.1 Implementation Group 1',
  intro: [
    'For technology directors and the leaders who oversee them: network and device security basics as tasks a small IT team can assign, track and finish, grouped by the CIS Controls v8.1 areas in Implementation Group 1 (IG1), which CIS calls essential cyber hygiene: 56 of the 153 safeguards in v8.1.',
    'Start with the CISA priority steps, which stop the most common attacks on schools, then work through the rest, writing an owner and target date beside each item. See CIS Controls v8.1 for exact safeguard wording. Revisit yearly and after major network changes.',
  ],
  sections: [
    {
      heading: 'Start Here: CISA Priority Steps for K-12',
      blocks: [
        {
          kind: 'paragraph',
          text: 'CISA’s Protecting Our Future (January 2023) asks K-12 organizations to take these six steps first, then align investment with CISA’s Cybersecurity Performance Goals and the NIST CSF.',
        },
        {
          kind: 'checklist',
          items: [
            'Multi-factor authentication (MFA) on staff email, the student information system, finance, payroll, remote access and all administrator accounts',
            'Patch management with deadlines, starting with internet-facing systems',
            'Backups performed on a schedule and tested by restoring them',
            'Reduced exposure to common attacks, such as RDP open to the internet',
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
            'One inventory of all devices, including printers, cameras and building controllers, with owner, location, operating system and status',
            'Find unknown network devices at least monthly via DHCP logs or a scan',
            'List approved software and cloud services, free apps too; block others',
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
            'Apply a standard setup to all devices from a management console',
            'Change all default passwords, including printers, cameras and controllers',
            'Turn on screen lock and host firewalls; encrypt staff laptops and any device storing student data',
            'Remove local administrator rights from everyday staff accounts',
            'Manage network gear only from the management network, not the internet',
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
            'List all accounts, including service and vendor accounts; review each semester',
            'Use few, separate admin accounts; MFA on them and on remote access',
            'Disable departing staff accounts on their last day, and unused accounts after the period the district sets',
            'Grant access by role, and only to the data each role needs',
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
            'Turn on automatic OS and browser updates on staff and student devices',
            'Set patch deadlines, shorter for internet-facing systems; check firewall, VPN and email gateway firmware monthly',
            'Scan for missing patches quarterly; ask CISA about its no-cost scanning',
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
            'Log sign-ins and administrator activity for email, the student information system, finance systems, firewalls and servers',
            'Keep logs centrally where users cannot change them, with synced clocks and storage for the set retention period',
            'Name a person to review alerts and admin activity on a set schedule',
          ],
        },
      ],
    },
    {
      heading: 'Email and Web Protections, Including CIPA Filtering (CIS Control 9)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Districts receiving E-Rate discounts for internet access or Category Two services must certify CIPA compliance: a technology protection measure blocking obscene images and child sexual abuse material for all users and material harmful to minors for users under 17, and an internet safety policy that includes monitoring minors’ online activity.',
        },
        {
          kind: 'checklist',
          items: [
            'The filter covers every network and device, including take-home devices off campus, and blocks malicious and newly registered domains',
            'The CIPA internet safety policy is current, with its public notice and adoption meeting recorded',
            'Email anti-phishing and anti-spoofing on; SPF, DKIM and DMARC published',
            'An external-sender banner, and a one-click phishing report checked each school day',
            'Supported, up-to-date browsers only, with extensions managed',
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
            'Centrally managed, self-updating endpoint protection on every computer and server, reporting to a console someone checks',
            'Block USB autorun and macros in Office documents from the internet',
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
            'List systems to restore first: identity, finance, student information, phones',
            'Confirm who backs up vendor-hosted systems and how to get data back',
            'Back up district-run systems and firewall configurations automatically',
            'Keep one encrypted copy offline or unchangeable, with separate credentials',
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
          text: 'Separate networks keep a compromised student device, guest phone or insecure camera away from staff computers and servers (K12 SIX groups segmentation under sanitizing network traffic). Regular E-Rate funding covers basic firewalls only; for funding year 2026 the FCC again declined to add advanced firewalls.',
        },
        {
          kind: 'table',
          columns: ['Network', 'Who or what connects', 'May reach', 'Must not reach', 'Done?'],
          widths: [62, 113, 130, 115, 35],
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
              'Vendor service via controlled remote access',
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
            'Keep network diagrams; yearly, remove firewall rules no one can explain',
            'Use WPA2/WPA3 Enterprise for staff Wi-Fi; change guest keys regularly',
            'Vendor remote access only via district-controlled MFA, on when needed',
          ],
        },
      ],
    },
    {
      heading: 'Exposed Services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Anything on the internet is scanned by attackers constantly; CISA names reducing exposure, such as RDP reachable from the internet, a K-12 priority step.',
        },
        {
          kind: 'checklist',
          items: [
            'List every internet-reachable service and why it is needed',
            'Close RDP, file sharing, databases and admin pages to the internet',
            'Replace port forwards with a VPN or remote access service using MFA',
            'Check external scan results (CISA or your own) for anything unexpected',
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
            'Train all staff at hire and yearly on phishing, passwords, MFA and reporting',
            'Extra training for staff who handle payroll, payments and student records',
            'Brief the superintendent, cabinet and board yearly on cyber risk',
            'Teach students online safety per the CIPA policy; train IT staff on tools',
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
          emptyRows: 2,
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
