import { cisaK12Report, cisaPhishingResistantMfa, ferpaRegulations, nistSp80063b4, usacCipa } from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'Password Policy Template',
  subtitle:
    'A fill-in district policy for passwords and multi-factor authentication, based on NIST SP 800-63B-4 (2025)',
  intro: [
    'This template gives a small school district a written password and multi-factor authentication (MFA) policy that staff can follow and that matches current federal guidance. It is written for superintendents, technology directors and board members who need a policy that is short enough to enforce with a small IT team. It replaces older habits, such as required symbols and forced changes every 90 days, with the approach in NIST SP 800-63B-4, Digital Identity Guidelines: Authentication and Authenticator Management, finalized in 2025.',
    'How to use this document: fill in the blank cells with your district details, and review the recommended values in the settings table, changing any your systems cannot support. Ask your technology director to confirm each requirement against what your email, student information system (SIS), finance and network systems can actually enforce. Renumber the policy to fit your board policy manual, take it through your usual approval process, and record the approvals in the last section.',
  ],
  sections: [
    {
      heading: 'Policy Details',
      blocks: [
        {
          kind: 'table',
          columns: ['Item', 'District entry'],
          rows: [
            ['District name', ''],
            ['Board policy number', ''],
            ['Effective date', ''],
            ['Policy owner (title)', ''],
            ['Related policies (acceptable use, access control, student data privacy)', ''],
            ['Approved password manager', ''],
            ['Next scheduled review', ''],
          ],
        },
      ],
    },
    {
      heading: '1. Purpose',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This policy sets the rules for creating, using, protecting and resetting passwords for district accounts, and names the systems that also require multi-factor authentication. Its goal is to protect student records, staff information and district funds from the most common way attackers get in: a stolen or guessed password.',
        },
        {
          kind: 'paragraph',
          text: 'Passwords alone are not resistant to phishing. A person tricked into typing a password on a fake sign-in page gives it away no matter how long it is. For that reason this policy pairs good password rules with MFA on the accounts that matter most.',
        },
      ],
    },
    {
      heading: '2. Scope',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'People: all employees, substitutes, contractors, volunteers and board members who are issued a district account, and students as described in section 8.',
            'Systems: district email and file storage, the student information system, the learning management system, finance, payroll and human resources systems, network and server equipment, security cameras and building systems with sign-ins, and any cloud service that uses district single sign-on.',
            'Vendor-hosted systems: where a vendor controls the password settings, the district will ask the vendor to meet this policy and will record any gap as an exception in section 9.',
            'Not covered: personal accounts that staff or students use outside district business.',
          ],
        },
      ],
    },
    {
      heading: '3. Definitions',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Password: a secret a person memorizes and types to sign in. A passphrase is a password made of several words.',
            'Multi-factor authentication (MFA): signing in with a password plus a second, different factor, such as an approval in an authenticator app, a one-time code, a passkey or a hardware security key.',
            'Blocklist: a list of passwords that are known to be common, expected (such as the district name or mascot) or exposed in past data breaches.',
            'Password manager: software that generates, stores and fills in passwords so a person does not have to remember each one.',
            'Administrator account: an account that can change settings, create accounts, or view or export data for many users, such as a network administrator or SIS administrator account.',
            'Evidence of compromise: any sign that someone other than the account owner may know the password, for example a password typed into a phishing page, a password found in a breach list, unexpected sign-in alerts, or a password shared with another person.',
          ],
        },
      ],
    },
    {
      heading: '4. Requirements: Creating and Changing Passwords',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The values below are this template’s recommended settings. The district may adjust them in the last column. Record the reason for any value weaker than the recommendation.',
        },
        {
          kind: 'table',
          columns: ['Setting', 'Recommended value', 'District value'],
          rows: [
            [
              'Minimum length',
              'At least 15 characters for accounts protected by a password alone; at least 8 where MFA is required (per NIST SP 800-63B-4)',
              '',
            ],
            ['Longest password the system must accept', 'At least 64 characters', ''],
            ['Required character types (uppercase, digits, symbols)', 'None', ''],
            ['Scheduled expiration', 'None; change only on evidence of compromise', ''],
            [
              'Screening of new passwords',
              'Checked against a blocklist of common, expected and breached passwords, plus district words such as the district name, mascot and school names',
              '',
            ],
            ['Paste and password managers', 'Allowed', ''],
            ['Password hints and security questions', 'Not used', ''],
            [
              'Repeated failed sign-ins',
              'Limited by delays or temporary lockout; the technology director sets the threshold',
              '',
            ],
          ],
        },
        {
          kind: 'note',
          text: 'Before the policy is adopted, the technology director should confirm that each system can enforce these values. Where one cannot, record the gap and a compensating control as an exception in section 9.',
        },
        {
          kind: 'bullets',
          items: [
            'Passwords must meet the minimum length in the table above. Staff are encouraged to use a passphrase of several unrelated words, which is long but easy to remember.',
            'District systems will not require mixes of uppercase letters, numbers or symbols. NIST SP 800-63B-4 directs that no composition rules be imposed beyond the length requirement and blocklist screening.',
            'When a person chooses a new password, the system or the help desk process will check it against the blocklist. If it is rejected, the person is told why and chooses another.',
            'Passwords will not expire on a schedule. A password must be changed right away when there is evidence of compromise, and the technology department may force a change in that case.',
            'Systems will not offer password hints or knowledge-based security questions such as a first pet or a mother’s maiden name.',
            'A district password must not be reused for any personal or non-district account.',
            'Passwords must never be shared, including with supervisors, substitutes or IT staff. District IT staff will never ask for a password by email, text or phone.',
          ],
        },
      ],
    },
    {
      heading: '5. Requirements: Multi-Factor Authentication',
      blocks: [
        {
          kind: 'paragraph',
          text: 'MFA is one of the six priority steps CISA recommends for K-12 organizations in its January 2023 report, Protecting Our Future. The district requires MFA for the accounts below. Where a vendor system supports MFA but leaves it off by default, the district will ask the vendor to turn it on, as CISA urges schools to do.',
        },
        {
          kind: 'table',
          columns: ['System or account type', 'MFA required', 'Method used', 'Date enforced'],
          rows: [
            ['Staff email and file storage', 'Yes', '', ''],
            ['Student information system (all staff accounts)', 'Yes', '', ''],
            ['Finance, payroll and human resources systems', 'Yes', '', ''],
            ['Administrator accounts on any system', 'Yes', '', ''],
            ['Remote access (VPN, remote desktop gateways)', 'Yes', '', ''],
            ['Vendor support accounts with access to district data', 'Yes', '', ''],
          ],
          emptyRows: 2,
        },
        {
          kind: 'bullets',
          items: [
            'Accepted methods: approval or code from an authenticator app, a passkey, or a hardware security key. Administrator, payroll and business office accounts should use a phishing-resistant method (a passkey or hardware security key) wherever the system supports one, because adversary-in-the-middle phishing kits can capture app codes and approvals along with the password.',
            'Staff who cannot use a personal phone for MFA will be offered a district-provided option, such as a hardware security key.',
            'An unexpected MFA prompt that the person did not start must be denied and reported to the technology department the same day.',
          ],
        },
      ],
    },
    {
      heading: '6. Requirements: How District Systems Handle Passwords',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Systems the district runs must store passwords only in salted and hashed form, never in readable form. For vendor systems, the district will ask the vendor to confirm this in writing.',
            'Sign-in pages must allow paste and the autofill features of password managers.',
            'Systems must limit repeated failed sign-in attempts as set in section 4.',
            'Default passwords on new equipment and software must be changed before the equipment is put into use.',
            'Administrator work must be done from a separate administrator account, not from the person’s everyday email account.',
          ],
        },
      ],
    },
    {
      heading: '7. Password Managers, Resets and Account Recovery',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Staff may store district passwords only in the approved password manager named in the policy details table, not in documents, spreadsheets or sticky notes.',
            'Before resetting a password, the help desk must confirm the person’s identity by calling back at the phone number on file, checking a district ID in person, or another method the technology director approves. A request by email alone is not enough.',
            'Temporary passwords must work only once and must be changed at the next sign-in.',
            'Resets for administrator, payroll and finance accounts require a second staff member to confirm the request.',
          ],
        },
      ],
    },
    {
      heading: '8. Student Accounts',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Student accounts follow this policy with the adjustments below. The youngest students cannot manage long passwords or MFA on their own, so the district limits what their accounts can reach instead of relying on password strength alone.',
        },
        {
          kind: 'bullets',
          items: [
            'Young students (for example prekindergarten through grade 2) may sign in with picture passwords, printed sign-in badges or short passphrases managed by the teacher, on accounts limited to classroom learning apps.',
            'Student passwords must never be the student ID number, birth date or any other value that can be looked up. FERPA allows a student ID to be treated as directory information only when the ID alone cannot be used to open education records without something else, such as a PIN or password (34 CFR 99.3).',
            'Printed sign-in cards and badges stay in the classroom and are replaced when lost.',
            'Teachers may reset passwords only for students in their own classes.',
            'Older students follow the staff length and blocklist rules. The district decides by grade level when MFA is required for students.',
            'Password habits are taught as part of the online safety education the district already provides under its CIPA internet safety policy.',
          ],
        },
        {
          kind: 'table',
          columns: ['Grade band', 'Sign-in method', 'Who may reset', 'MFA required?'],
          rows: [
            ['Prekindergarten to grade 2', '', '', ''],
            ['Grades 3 to 5', '', '', ''],
            ['Grades 6 to 8', '', '', ''],
            ['Grades 9 to 12', '', '', ''],
          ],
        },
        {
          kind: 'note',
          text: 'This template is not legal advice. Have district counsel confirm how FERPA, state student privacy law and your directory information notice apply to student sign-in methods.',
        },
      ],
    },
    {
      heading: '9. Exceptions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some older or vendor-controlled systems cannot meet every requirement. Each exception must be approved by the technology director, list a compensating control (for example, limiting the system to the district network), and have an end date. Exceptions are reviewed when they expire or at the annual policy review.',
        },
        {
          kind: 'table',
          columns: ['System', 'Requirement not met', 'Compensating control', 'Approved by', 'Expires'],
          rows: [],
          emptyRows: 4,
        },
      ],
    },
    {
      heading: '10. Enforcement and Review',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Violations, such as sharing a password or turning off MFA, are handled under the district acceptable use policy and applicable employee or student conduct rules.',
            'The technology director reports MFA coverage and open exceptions to the superintendent at least once a year.',
            'The policy owner reviews this policy every year and whenever NIST or CISA guidance changes.',
          ],
        },
      ],
    },
    {
      heading: '11. Approvals',
      blocks: [
        {
          kind: 'table',
          columns: ['Role', 'Name', 'Signature', 'Date'],
          rows: [
            ['Technology director', '', '', ''],
            ['Superintendent', '', '', ''],
            ['Board approval (if required by board policy)', '', '', ''],
            ['Legal review', '', '', ''],
          ],
        },
      ],
    },
  ],
  reviewedAt: '2026-11-23',
  sources: [nistSp80063b4, cisaK12Report, cisaPhishingResistantMfa, ferpaRegulations, usacCipa],
} satisfies ResourceDocument
