import {
  cisaK12Report,
  cisaSlcgp,
  cisControls,
  ic3RansomwarePsa,
  k12six2022Report,
  msIsacFaq,
  msIsacRouteFifty,
  nistSp80061r3,
  pillarAct,
  pillarActReport,
  slcgpReauthorization2026,
  slcgpReauthorizedGovTech,
  slcgpSenateBill,
  stopRansomwareGuide,
} from '../sources.ts'
import { pillarActSentence, slcgpStatusSentence } from '../shared-statements.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Ransomware Prevention Guide',
  subtitle:
    'Prevention steps, first decisions and a readiness check for small districts, based on the #StopRansomware Guide',
  intro: [
    'Ransomware can close a district’s schools, lock its payroll and expose student records. K12 SIX found that in 2021, for the first time, ransomware was the most common type of publicly disclosed K-12 cyber incident. This guide is for superintendents, board members and technology directors in small districts who want to know what to do first, what to decide in the first hours of an attack, and how ready they are today.',
    'How to use this document: work through the prevention steps with your technology lead and assign each an owner and a date. Review the decision points with your superintendent and cabinet before an incident, so the first hours are not spent debating who decides. Complete the readiness self-assessment once a year and share the results with the board.',
  ],
  sections: [
    {
      heading: 'About the #StopRansomware Guide',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The #StopRansomware Guide began in 2020 as a guide from CISA and the Multi-State Information Sharing and Analysis Center (MS-ISAC); the FBI and the NSA joined them for the 2023 update, issued through the Joint Ransomware Task Force. Part 1 covers prevention best practices. Part 2 is a response checklist organized as detection and analysis, containment and eradication, and recovery and post-incident activity. This guide condenses the prevention advice for a small district and points to the Part 2 checklist for the full response.',
        },
        {
          kind: 'paragraph',
          text: 'CISA’s core advice fits on one line: keep offline, encrypted backups and test them regularly; have an incident response and communications plan and exercise it; fix vulnerabilities in internet-facing systems; and reduce phishing. Multi-factor authentication (MFA) is also one of CISA’s six priority steps for K-12, because it makes a stolen password far less useful to an attacker.',
        },
      ],
    },
    {
      heading: 'Prevention Steps',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Keep offline, encrypted backups of critical systems and data, with at least one copy that cannot be changed or deleted from the district network. Keep backup credentials separate from everyday administrator accounts.',
              owner: 'Technology director',
            },
            {
              text: 'Test restores at least quarterly, rotating through critical systems, and time them. Quarterly is the pace CIS Safeguard 11.5 (Implementation Group 2) sets for testing recovery on a sample of systems, and a test each quarter can catch a backup broken by changes made since the last one. A backup that has never been restored is a hope, not a plan.',
              owner: 'Technology staff',
            },
            {
              text: 'Require MFA for staff email, remote access, all administrator accounts, the student information system, and finance and payroll systems.',
              owner: 'Technology director',
            },
            {
              text: 'Patch internet-facing systems first: firewalls, VPNs, remote access tools, email gateways and web servers. Set written deadlines and ask CISA about its no-cost vulnerability scanning.',
              owner: 'Technology staff',
            },
            {
              text: 'Remove exposure to common attacks. Close remote desktop (RDP) and similar services to the internet and use a VPN or remote access service with MFA instead.',
              owner: 'Technology staff',
            },
            {
              text: 'Reduce phishing: turn on email filtering and web filtering of malicious sites, mark external email, give staff a report button, and train staff at least yearly.',
              owner: 'Technology director',
            },
            {
              text: 'Limit administrator rights to the few people who need them, on separate administrator accounts, and remove local administrator rights from staff computers.',
              owner: 'Technology staff',
            },
            {
              text: 'Run managed endpoint protection on every district computer and server, and make sure someone reviews its alerts each school day.',
              owner: 'Technology staff',
            },
            {
              text: 'Write an incident response plan and a communications plan, print the contact list, and exercise both with leadership at least once a year.',
              owner: 'Superintendent and technology director',
            },
            {
              text: 'Arrange outside help before you need it: confirm cyber insurance terms, an incident response provider, counsel, and your local FBI field office contact.',
              owner: 'Business manager',
            },
          ],
        },
      ],
    },
    {
      heading: 'Backup and Recovery Plan',
      blocks: [
        {
          kind: 'paragraph',
          text: 'List the systems you would restore first and confirm each has a protected copy. For vendor-hosted systems, record what the vendor backs up and how fast it can restore.',
        },
        {
          kind: 'table',
          columns: [
            'System',
            'Backup method',
            'Offline or protected copy?',
            'Encrypted?',
            'Last restore test',
            'Restore time',
            'Owner',
          ],
          rows: [
            ['Directory and single sign-on', '', '', '', '', '', ''],
            ['Student information system', '', '', '', '', '', ''],
            ['Finance and payroll', '', '', '', '', '', ''],
            ['File servers and shared drives', '', '', '', '', '', ''],
            ['Email and cloud documents', '', '', '', '', '', ''],
            ['Phones, network and building system configurations', '', '', '', '', '', ''],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Decision Points for a Suspected Attack',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These are the first decisions leadership will face. Agree now on who makes each one, and use the #StopRansomware Guide Part 2 checklist and your incident response plan for the full response.',
        },
        {
          kind: 'decision',
          question: 'Is a ransom note showing, or are files being renamed or becoming unreadable?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Disconnect the affected devices from the network right away by unplugging the cable and turning off Wi-Fi. Do not wipe, rebuild or restore anything yet. Note the time and what is on screen, photograph the ransom note, and call the technology director.',
            },
            {
              answer: 'No, but something looks wrong',
              action:
                'Report it to the technology department now. Staff investigate, reset the affected account’s password, sign out its sessions, and watch for spread.',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Is more than one device, a server or a shared drive affected?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Activate the incident response plan and team. Consider disconnecting the district from the internet and separating buildings. Disable accounts that may be compromised, call your cyber insurer and incident response provider, and contact the FBI.',
            },
            {
              answer: 'No, a single device',
              action:
                'Keep it isolated, preserve it for investigation, reset the user’s credentials, and check other devices and logs for the same signs before declaring it contained.',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Does the district have cyber insurance?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Call the carrier’s claim line early, and check whether the policy requires you to use its approved responders or counsel before you hire anyone.',
            },
            {
              answer: 'No',
              action:
                'Call the incident response provider you arranged in advance, and ask your state’s cybersecurity agency and your CISA regional Cybersecurity Advisor what help is available.',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Could student or staff personal information have been copied?',
          branches: [
            {
              answer: 'Yes or unknown',
              action:
                'Involve counsel now. Every state has a breach-notification law, and contracts may add duties. Preserve logs and evidence. Do not announce that no data was taken until the investigation confirms it.',
            },
            {
              answer: 'No, confirmed by investigation',
              action: 'Record how that was confirmed and keep the evidence with the incident file.',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Are clean backups available for the affected systems?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Remove the attacker’s access first, then rebuild and restore in priority order from backups made before the compromise, and reset all passwords.',
            },
            {
              answer: 'No or uncertain',
              action:
                'Work with your responders on recovery options before making any decision about the ransom demand.',
            },
          ],
        },
        {
          kind: 'decision',
          question: 'Is anyone considering paying the ransom?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Start from the FBI position: the FBI does not advocate paying a ransom, because payment does not guarantee that files will be recovered and it emboldens criminals. Decide only with counsel, your insurer and board leadership, and report the incident to the FBI either way.',
            },
            {
              answer: 'No',
              action:
                'Report the incident to the FBI through the Internet Crime Complaint Center (IC3) or a local field office anyway. The FBI asks for reports whether or not a ransom is paid.',
            },
          ],
        },
        {
          kind: 'note',
          text: 'This guide is not legal advice. Notification duties, contracts and any decision about a ransom demand should be reviewed with counsel.',
        },
      ],
    },
    {
      heading: 'Reporting and Communications',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Report to the FBI through IC3 or your local field office, whether or not the district pays. Also consider reporting to CISA and your state cybersecurity agency, which may be able to help.',
            'Name one spokesperson, usually the superintendent, and route all media and parent questions to that person.',
            'Prepare holding statements for staff, families and the media in advance, and update them only with confirmed facts.',
            'Plan for email being down: keep printed contact lists and a phone tree, and know how you will reach staff and families.',
            'Brief the board early and privately, and follow your state’s open meetings rules for any formal action.',
          ],
        },
      ],
    },
    {
      heading: 'The MS-ISAC Change: What It Means for Your District',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The MS-ISAC, run by the Center for Internet Security, used to be free to state and local governments, including school districts, through a CISA cooperative agreement. In March 2025 federal funding was cancelled for ten areas of its work, including threat analysis, incident response and training, and the agreement ended on September 30, 2025. Since then MS-ISAC membership has been fee-based, and Albert network sensors and Malicious Domain Blocking and Reporting (MDBR) require membership, so older guidance that lists them as free no longer applies.',
        },
        {
          kind: 'bullets',
          items: [
            'Ask your state chief information officer\u2019s office whether your state holds an MS-ISAC membership that covers school districts. Some states bought statewide memberships that cover local governments and districts; others cover only state agencies.',
            'If yours does not, weigh a fee-based membership against your budget and other sources of threat information.',
            'CISA now points districts to its no-cost vulnerability management and phishing assessments, its Cybersecurity Performance Goals, regional Cybersecurity Advisors, and the State and Local Cybersecurity Grant Program (SLCGP).',
            `${slcgpStatusSentence} Until new money is appropriated, count only services your state already provides from earlier awards, and ask your state administering agency which ones continue and until when. ${pillarActSentence}`,
          ],
        },
      ],
    },
    {
      heading: 'Readiness Self-Assessment',
      blocks: [
        {
          kind: 'table',
          columns: ['Question', 'Yes, partly or no', 'Evidence or notes', 'Next step and owner'],
          rows: [
            ['Do we have at least one offline or protected, encrypted backup of every critical system?', '', '', ''],
            ['Have we restored from backup in the last quarter, and do we know how long it took?', '', '', ''],
            ['Is MFA on for all staff email, remote access and administrator accounts?', '', '', ''],
            ['Is MFA on for the student information system and finance and payroll systems?', '', '', ''],
            ['Are internet-facing systems patched within our written deadline?', '', '', ''],
            ['Is remote desktop (RDP) closed to the internet?', '', '', ''],
            ['Do staff have a phishing report button, and has everyone completed training this year?', '', '', ''],
            ['Are administrator rights limited and held on separate accounts?', '', '', ''],
            ['Does every computer and server run monitored endpoint protection?', '', '', ''],
            ['Do we have a written incident response and communications plan, exercised in the last year?', '', '', ''],
            ['Do we know our insurer’s requirements, our responder, counsel and FBI field office contact?', '', '', ''],
            ['Do we know whether our state\u2019s MS-ISAC membership covers school districts?', '', '', ''],
          ],
        },
        {
          kind: 'table',
          columns: ['Assessment completed by', 'Date', 'Shared with board on'],
          rows: [['', '', '']],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-29',
  sources: [
    stopRansomwareGuide,
    cisaK12Report,
    ic3RansomwarePsa,
    msIsacFaq,
    msIsacRouteFifty,
    cisaSlcgp,
    slcgpReauthorization2026,
    slcgpReauthorizedGovTech,
    pillarAct,
    pillarActReport,
    slcgpSenateBill,
    k12six2022Report,
    nistSp80061r3,
    cisControls,
  ],
} satisfies ResourceDocument
