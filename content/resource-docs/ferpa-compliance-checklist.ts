import {
  cisaK12Report,
  cisControls,
  ferpa2008FinalRule,
  ferpaRegulations,
  ferpaStatute,
  sppoComplaint,
  sppoFaq,
} from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'FERPA Compliance Checklist',
  subtitle:
    'An annual review of student-record privacy duties under 34 CFR Part 99, written for districts without a full-time privacy officer',
  intro: [
    'This checklist is for superintendents, principals, registrars, special education coordinators and technology staff in smaller school districts. It covers the duties under the Family Educational Rights and Privacy Act (FERPA, 20 U.S.C. 1232g) and its regulations (34 CFR Part 99) that most often cause trouble for a district with a small central office: the annual notice, directory information, vendors and online services, records of disclosures, parent access and basic security.',
    'How to use this document: work through one section at a time with the people who actually do the work, such as front-office staff, the registrar, counselors and IT. Tick each item that is already in place. For anything that is not, write a name in the Owner column and a target date in the Date column. Repeat the review every summer before the annual notice goes out, and keep the completed copy with your board policy files as a record of the review.',
  ],
  sections: [
    {
      heading: 'Before You Start',
      blocks: [
        {
          kind: 'note',
          text: 'This checklist is general guidance, not legal advice. FERPA interacts with state student-privacy laws, state records laws and your board policies. Review your notices, contracts and procedures with your district\u2019s legal counsel, and confirm any question about a specific disclosure before you act.',
        },
        {
          kind: 'paragraph',
          text: 'FERPA protects education records: any record directly related to a student and maintained by the district, or by a party acting for the district, in any medium. That includes paper files, the student information system (SIS), special education software, email, learning platforms and files stored in cloud services.',
        },
        {
          kind: 'paragraph',
          text: 'These records are excluded from the definition:',
        },
        {
          kind: 'bullets',
          items: [
            'Notes kept in the sole possession of the person who made them and used only as a personal memory aid.',
            'Records of a law enforcement unit, such as a district police or security department.',
            'Records relating only to a person\u2019s employment, when that employment is not tied to being a student.',
            'Treatment records: records on a student who is 18 or older or attends a postsecondary institution, made or kept by a physician, psychologist or other recognized professional acting in that role, used only in connection with the student\u2019s treatment and available only to those providing it (20 U.S.C. 1232g(a)(4)(B)(iv); 34 CFR 99.3). Records of younger students\u2019 health services are not excluded this way.',
            'Records created or received after a person is no longer a student, if they are not directly related to the person\u2019s attendance as a student (34 CFR 99.3).',
            'Peer-graded papers before the teacher records the grade.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'FERPA rights belong to parents until the student turns 18 or enrolls in a postsecondary institution. At that point the rights transfer to the student, who is then called an eligible student.',
        },
      ],
    },
    {
      heading: 'Annual Notice of Rights (34 CFR 99.7)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The district must notify parents and eligible students of their FERPA rights every year.',
        },
        {
          kind: 'checklist',
          items: [
            'An annual notice of FERPA rights is issued to parents and eligible students this school year.',
            'The notice explains the right to inspect and review the student\u2019s education records.',
            'The notice explains the right to seek amendment of the student\u2019s education records.',
            'The notice explains the right to consent to disclosures of personally identifiable information (PII), except where FERPA allows disclosure without consent.',
            'The notice explains the right to file a complaint with the U.S. Department of Education\u2019s Student Privacy Policy Office (SPPO), which enforces FERPA.',
            'The notice states the district\u2019s criteria for who is a school official and what is a legitimate educational interest. This is required whenever the district discloses records to school officials without consent under 34 CFR 99.31(a)(1), as nearly every district does (34 CFR 99.7(a)(3)(iii)).',
            'Those criteria cover the staff roles, contractors, consultants and online services that actually receive student records, so each vendor relied on as a school official fits the published definition.',
            'The notice is published where families will see it (registration materials, handbook, website) and is available in the languages families in the district use.',
            'A dated copy of this year\u2019s notice and a record of how it was distributed are kept on file.',
          ],
        },
      ],
    },
    {
      heading: 'Directory Information and Opt-Out (34 CFR 99.37)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Directory information is information that would not generally be considered harmful or an invasion of privacy if disclosed, such as name, address, photograph, grade level and participation in sports. The district may release it without consent only after giving public notice of the categories it has designated, the right of parents and eligible students to refuse, and the deadline for opting out. Individual letters are not required; a public notice is enough.',
        },
        {
          kind: 'checklist',
          items: [
            'The board or superintendent has approved a current list of directory information categories.',
            'Social Security numbers are not designated as directory information under any circumstances.',
            'A student ID number is designated as directory information only if it cannot be used to open education records without a second factor, such as a PIN or password.',
            'The public notice lists each designated category, explains the right to refuse, and gives a clear opt-out deadline.',
            'Opt-out requests are recorded in the SIS on the day they arrive, with the date and the categories refused.',
            'The opt-out flag is visible to everyone who releases information: front offices, athletics, yearbook, communications staff and anyone who posts to the website or social media.',
            'Opt-out flags are carried into other systems that draw on SIS data, such as rostering, library and notification systems.',
            'Staff who receive outside requests for student lists (for example from vendors, community groups or the media) know to check the opt-out flag and to route unusual requests to a named person.',
          ],
        },
      ],
    },
    {
      heading: 'Vendors and the School-Official Exception (34 CFR 99.31(a)(1))',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most districts share student records with software vendors, consultants and contractors under the school-official exception. Under 34 CFR 99.31(a)(1)(i)(B), an outside party qualifies as a school official only if it meets all three conditions: (1) it performs an institutional service or function for which the district would otherwise use its own employees; (2) it is under the district\u2019s direct control with respect to the use and maintenance of education records; and (3) it is subject to the redisclosure limits in 34 CFR 99.33. If a vendor fails any one of these, the exception does not apply.',
        },
        {
          kind: 'paragraph',
          text: 'Under 34 CFR 99.31(a)(1)(ii), the district must also use reasonable methods to make sure school officials, including staff, reach only the education records in which they have a legitimate educational interest. Those methods can be physical or technical access controls, or an effective administrative policy where controls are not practical.',
        },
        {
          kind: 'checklist',
          items: [
            'The district keeps an inventory of every vendor, app and online service that receives student PII, with the data each one holds.',
            'For each vendor on the inventory, the service it performs is one district staff would otherwise perform.',
            'Each vendor contract or data-sharing agreement gives the district direct control over how the vendor uses and maintains student records.',
            'Each contract binds the vendor to the redisclosure limits of 34 CFR 99.33 and limits use of the data to the service the district asked for.',
            'Each contract says what happens to student data at the end of the contract (return, deletion, or both) and how deletion will be confirmed.',
            'Teachers and staff know they may not sign up for apps that collect student information without district review, and know how to request a review.',
            'Access in the SIS, special education system and other record systems is assigned by role, so staff see only the students and fields their job requires.',
            'Accounts and access are removed or changed promptly when staff leave or change roles, and vendor accounts are removed when a contract ends.',
            'Access lists for major record systems are reviewed at least quarterly (the minimum CIS Safeguard 5.1 sets for confirming that every active account is still authorized), and each review is documented.',
          ],
        },
      ],
    },
    {
      heading: 'Recordkeeping of Disclosures (34 CFR 99.32)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The district must keep a record of each request for and each disclosure of PII from a student\u2019s education records. The record names the party that requested or received the information and the legitimate interest it had, and it is kept with the student\u2019s education records for as long as those records are maintained.',
        },
        {
          kind: 'paragraph',
          text: 'A record is not required for disclosures to the parent or eligible student, to school officials, to parties the parent or eligible student consented to, of directory information, or in response to certain subpoenas.',
        },
        {
          kind: 'checklist',
          items: [
            'There is one agreed place to record disclosures, such as a log feature in the SIS or a form filed with the cumulative record.',
            'Each entry records the date, the party that requested or received the information, what was disclosed, and that party\u2019s legitimate interest.',
            'Disclosure records are kept with the student\u2019s record for as long as the record is maintained, including when records are archived or moved to a new system.',
            'Registrars, counselors, special education staff and principals know which disclosures must be logged and which are exempt.',
          ],
        },
      ],
    },
    {
      heading: 'Parent and Eligible Student Access (No More Than 45 Days)',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Parents and eligible students have the right to inspect and review education records. The district must give access within a reasonable period of time, and in no case more than 45 days after the request (34 CFR 99.10(b)). Requests often arrive at a school office, so every office needs to know the procedure.',
        },
        {
          kind: 'checklist',
          items: [
            'A written procedure explains how to request access, who receives requests, and how the requester\u2019s identity is confirmed.',
            'Every request is logged with the date received, and access is given within a reasonable period, never more than 45 days after it.',
            'The person handling a request knows that records may be held in several places: the SIS, special education and health systems, counselor files, email, learning platforms and vendor systems.',
            'Staff know how to handle a request to amend a record and how to escalate a disagreement.',
            'Once a student turns 18 or enrolls in a postsecondary institution, requests are handled as requests from the eligible student.',
            'Staff know that FERPA complaints to the Student Privacy Policy Office are due within 180 days of the alleged violation or of when the complainant learned of it, and route any complaint to the superintendent\u2019s office.',
          ],
        },
      ],
    },
    {
      heading: 'Security Safeguards',
      blocks: [
        {
          kind: 'paragraph',
          text: 'FERPA does not prescribe specific security controls and does not itself require breach notification. The U.S. Department of Education has nonetheless urged schools to take reasonable steps to reduce the risk of unauthorized disclosure, pointing to the safeguarding recommendations in the preamble to its 2008 FERPA rule (73 FR 74806, 74843). State breach-notification and student-privacy laws may impose additional duties. The items below are practical safeguards drawn from CISA\u2019s K-12 priority steps and the CIS Critical Security Controls.',
        },
        {
          kind: 'checklist',
          items: [
            'Multi-factor authentication (MFA) is required for all staff accounts that can reach student records, starting with the SIS, email, cloud file storage and administrator accounts.',
            'The district knows where student data is stored, including spreadsheets, shared drives and exports, and removes copies that are no longer needed.',
            'Security updates are applied promptly to servers, staff computers and internet-facing systems.',
            'Backups of key record systems are made regularly, kept offline or otherwise protected, and a restore of at least one critical system is tested every quarter, the pace CIS Safeguard 11.5 sets for testing data recovery.',
            'Staff receive training on phishing and on handling student records, including what not to send by email.',
            'Vendor contracts require the vendor to protect student data and to notify the district promptly of any incident involving it.',
            'The district\u2019s incident response plan covers a suspected breach of student records, including who decides on notifications and who contacts counsel.',
          ],
        },
      ],
    },
    {
      heading: 'Annual Review Sign-Off',
      blocks: [
        {
          kind: 'table',
          columns: ['Area', 'Reviewed by', 'Date', 'Open items'],
          rows: [
            ['Annual notice of rights', '', '', ''],
            ['Directory information and opt-out', '', '', ''],
            ['Vendors and school officials', '', '', ''],
            ['Recordkeeping of disclosures', '', '', ''],
            ['Parent and eligible student access', '', '', ''],
            ['Security safeguards', '', '', ''],
            ['Superintendent approval', '', '', ''],
          ],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-29',
  sources: [ferpaStatute, ferpaRegulations, ferpa2008FinalRule, sppoFaq, sppoComplaint, cisaK12Report, cisControls],
} satisfies ResourceDocument
