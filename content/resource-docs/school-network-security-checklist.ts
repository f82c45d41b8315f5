import { cisaK12Report, cisControls, eRateFy2026Firewalls, k12sixEssentials, nistCsf2, usacCipa } from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'School Network Security Checklist',
  subtitle: 'Essential safeguards for a small district, organized by CIS Controls v8.1 Implementation Group 1',
  intro: [
    'For technology directors and the leaders who oversee them: network and device security basics as tasks a small IT team can assign, track and finish, grouped by CIS Controls v8.1 area. The control sections hold Implementation Group 1 (IG1) safeguards, which CIS calls essential cyber hygiene (56 of the 153 safeguards in v8.1), plus a few closely related basics, such as CIPA filtering, that are not CIS safeguards. Practices that CIS places in Implementation Group 2 (IG2) are collected at the end as next steps, with their safeguard numbers, so they are not mistaken for IG1 gaps.',
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
            'One inventory of all devices, including printers, cameras and building controllers, with owner, location, operating system and status; reviewed at least twice a year',
            'Each week, deal with unknown devices found on the network (for example in DHCP logs or a scan): add them to the inventory, remove them or isolate them',
            'List approved software and cloud services, free apps too, and confirm each is still supported',
            'Monthly, remove unapproved software or record a documented exception',
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
            'Manage network gear only over secure protocols such as SSH and HTTPS, never from the open internet',
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
            'List all accounts, including service and vendor accounts; confirm at least quarterly that each active account is still authorized (Safeguard 5.1 sets quarterly as the minimum, and a quarter catches staff moves before they pile up over a semester)',
            'Use few, separate admin accounts; MFA on them and on remote access',
            'Disable departing staff accounts on their last day, and accounts unused for 45 days where the system allows',
            'Grant access through a set process at hire and role change, and set permissions on file shares, systems and databases so each person reaches only the data they need to know',
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
            'A written log management process: what is logged, where, and for how long',
            'Log sign-ins and administrator activity for email, the student information system, finance systems, firewalls and servers',
            'Enough log storage to keep logs for the set retention period',
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
            'Email phishing and malware filtering turned on (a basic most email services include, not an IG1 safeguard); sender authentication with SPF, DKIM and DMARC is IG2 Safeguard 9.5, listed under next steps',
            'An external-sender banner, and a one-click phishing report checked each school day',
            'Supported, up-to-date browsers and email clients only',
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
            'Endpoint protection on every computer and server, with automatic updates turned on',
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
          ],
        },
      ],
    },
    {
      heading: 'Network Infrastructure and Segmentation (CIS Control 12)',
      blocks: [
        {
          kind: 'checklist',
          items: [
            'Keep firewalls, switches and wireless gear on supported, current firmware',
            'Yearly, review firewall and network device settings and remove rules no one can explain',
            'Vendor remote access only via district-controlled MFA, turned on only when needed',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Separate networks keep a compromised student device, guest phone or insecure camera away from staff computers and servers. Segmentation is an IG2 safeguard in CIS terms (12.2), but the 2023-2024 edition of K12 SIX\u2019s Essential Cybersecurity Protections counts segmenting networks and limiting exposed services among its protections for schools, so plan it as a next step. Regular E-Rate funding covers basic firewalls only; in its funding year 2026 eligible services order (DA 25-1069) the FCC again declined to add advanced firewalls.',
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
            'Train all staff at hire and yearly on phishing, passwords, MFA, handling data and reporting',
            'Brief the superintendent, cabinet and board yearly on cyber risk',
            'Teach students online safety as the CIPA internet safety policy provides',
          ],
        },
      ],
    },
    {
      heading: 'Next Steps: CIS Implementation Group 2',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These safeguards sit in IG2, beyond the IG1 baseline above. Several are recommended elsewhere in this library, such as quarterly restore tests and extra training for the business office, and many small districts already do some of them. Track them as next steps rather than as IG1 gaps.',
        },
        {
          kind: 'checklist',
          items: [
            '7.5 and 7.6: Scan internal systems for vulnerabilities at least quarterly and internet-facing systems at least monthly, and check the results for anything unexpected; ask CISA about its no-cost scanning',
            '8.4, 8.9 and 8.11: Send logs to a central store users cannot change, with synchronized clocks, and have a named person review them at least weekly',
            '9.4: Manage browser extensions and remove those not needed',
            '9.5: Publish SPF and DKIM records and a DMARC policy, and read the DMARC reports',
            '10.6: Manage endpoint protection centrally, with alerts going to a console someone checks',
            '11.5: Test a restore at least quarterly and record how long it took',
            '12.2: Segment networks as in the table above',
            '12.4: Keep current network architecture diagrams and review them at least yearly',
            '12.6: Use WPA2 or WPA3 Enterprise for staff Wi-Fi',
            '14.9: Role-specific training for payroll, business office, student records and IT staff',
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
  reviewedAt: '2026-11-28',
  sources: [cisControls, cisaK12Report, k12sixEssentials, usacCipa, nistCsf2, eRateFy2026Firewalls],
} satisfies ResourceDocument
