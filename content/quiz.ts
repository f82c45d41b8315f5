import type { QuizQuestion } from './types.ts'

export const quizQuestions: QuizQuestion[] = [
  {
    id: 1,
    category: 'FERPA',
    question:
      "Under FERPA, when do the rights over a student's education records pass from the parents to the student?",
    options: [
      'When the student turns 16',
      'When the student turns 18 or enrolls in a postsecondary institution',
      'When the student enters high school',
      'Only when the student graduates or leaves the district',
    ],
    correctAnswer: 1,
    explanation:
      'FERPA rights transfer to the student, who then becomes an "eligible student," at age 18 or on enrollment in a postsecondary institution. Until then, parents hold the rights to inspect records, request amendments and consent to disclosures (20 U.S.C. 1232g; 34 CFR Part 99).',
  },
  {
    id: 2,
    category: 'Phishing',
    question:
      "The payroll office receives an email that appears to come from a teacher, asking to change the teacher's direct deposit account before the next pay date. What should payroll do?",
    options: [
      "Make the change, since the email came from the teacher's district address",
      'Reply to the email and ask the teacher to confirm',
      'Verify the request in person or by calling a phone number already on file before changing anything',
      "Forward the email to the teacher's principal for approval by email",
    ],
    correctAnswer: 2,
    explanation:
      'The FBI has described this scam: emails made to look as if they come from an employee ask payroll or HR to change that employee\u2019s direct deposit details (IC3 PSA I-091019-PSA, September 2019). An earlier FBI warning, about criminals who phish staff logins to payroll portals, named education among the hardest-hit sectors (IC3 PSA I-091818-PSA, September 2018). Confirm any change to payment details through a known phone number or in person, never by replying to the message, and protect payroll systems with multi-factor authentication.',
  },
  {
    id: 3,
    category: 'Incident Response',
    question: "What is the FBI's position on paying a ransomware demand?",
    options: [
      'It does not advocate paying, and asks victims to report the attack whether or not they pay',
      'It recommends paying when the district has no usable backups',
      'It requires districts to obtain FBI approval before paying',
      'It only needs to hear about attacks where a ransom was paid',
    ],
    correctAnswer: 0,
    explanation:
      'The FBI does not advocate paying a ransom, because payment does not guarantee that data will be recovered and it encourages further attacks. It asks victims to report ransomware to IC3 (ic3.gov) or a local FBI field office whether or not they pay (FBI IC3 public service announcement, October 2019).',
  },
  {
    id: 4,
    category: 'Data Protection',
    question: 'What does NIST SP 800-63B-4 say about requiring staff to change their passwords every 90 days?',
    options: [
      'Require it for every account',
      'Require it only for administrator accounts',
      'Require it every 30 days instead, for stronger protection',
      'Do not require periodic changes, but force a change when there is evidence of compromise',
    ],
    correctAnswer: 3,
    explanation:
      'NIST SP 800-63B-4 says not to require periodic password changes, but to force a change when there is evidence an account has been compromised. It also calls for checking new passwords against lists of common and breached passwords and allowing password managers and pasting.',
  },
  {
    id: 5,
    category: 'Policy',
    question:
      'Before adopting the internet safety policy needed for CIPA certification and E-Rate discounts, what must a district do?',
    options: [
      'Provide public notice and hold at least one public hearing or meeting on the policy',
      'Submit the policy to the FCC for approval',
      'Collect a signed consent form from every parent',
      'Have the policy reviewed and approved by the state attorney general',
    ],
    correctAnswer: 0,
    explanation:
      'CIPA requires public notice and at least one public hearing or meeting on the proposed internet safety policy. CIPA certification is required for E-Rate discounts on Category One internet access and all Category Two services, and since July 1, 2012 the policy must also provide for educating minors about online behavior, social networking and cyberbullying (USAC).',
  },
  {
    id: 6,
    category: 'Network Security',
    question: "Which step does CISA recommend to reduce a district's exposure to common attacks from the internet?",
    options: [
      'Leave Remote Desktop Protocol (RDP) open to the internet so staff can work from home',
      'Share one administrator account among IT staff so access is never blocked',
      'Remove or restrict internet-facing services such as Remote Desktop Protocol (RDP)',
      'Turn off automatic updates to avoid unexpected restarts during class',
    ],
    correctAnswer: 2,
    explanation:
      "CISA's 2023 report on K-12 cybersecurity lists minimizing exposure to common attacks, such as exposed RDP, among six priority steps, along with MFA, patch management, tested backups, an exercised incident response plan and training. Services that are open to the internet are one of the easiest ways for attackers to get in, so close what is not needed and put the rest behind a VPN with MFA.",
  },
  {
    id: 7,
    category: 'Vendor Management',
    question:
      "A cloud gradebook vendor will receive student records under FERPA's school-official exception. Which condition must the vendor meet?",
    options: [
      'It must be based in the same state as the district',
      'It must collect written consent from each parent before receiving records',
      'It must display a student privacy seal from an industry program',
      "It must be under the district's direct control regarding the use and maintenance of the records",
    ],
    correctAnswer: 3,
    explanation:
      "Under 34 CFR 99.31(a)(1)(i)(B), a contractor qualifies as a school official only if it performs a function staff would otherwise perform, is under the district's direct control regarding the use and maintenance of the records, and follows the redisclosure limits in 34 CFR 99.33. A written data privacy agreement is the usual way to document that control.",
  },
  {
    id: 8,
    category: 'Social Engineering',
    question:
      'The business office gets an urgent email from a long-time vendor asking that future payments go to a new bank account. What should staff do?',
    options: [
      'Update the account, since the vendor is well known to the district',
      'Call the vendor at a phone number already on file to confirm before changing anything',
      'Reply to the email and ask for a voided check from the new account',
      'Split the next payment between the old and new accounts',
    ],
    correctAnswer: 1,
    explanation:
      "This is the typical business email compromise lure the FBI describes: a message that seems to come from a vendor, with urgency and changed account details. Verify by phone or in person using contact information you already have, never details from the email itself. The FBI's IC3 reported about $55.5 billion in exposed business email compromise losses from October 2013 to December 2023 (IC3 PSA I-091124-PSA).",
  },
  {
    id: 9,
    category: 'FERPA',
    question: 'Which of these can never be designated as directory information under FERPA?',
    options: [
      "A student's grade level",
      'Participation in school sports',
      "A student's Social Security number",
      "A student's photograph",
    ],
    correctAnswer: 2,
    explanation:
      'Directory information is information that would not generally be considered harmful if disclosed, such as name, photo, grade level and sports participation (34 CFR 99.3). A Social Security number can never be directory information, and a student ID number qualifies only if it cannot be used to access records without a second factor such as a PIN or password.',
  },
  {
    id: 10,
    category: 'Incident Response',
    question: 'Your district has a written incident response plan. What does CISA recommend doing with it?',
    options: [
      'Keep it on the district file server so everyone can find it',
      'Share it only with the IT department to keep it confidential',
      'Review it only when state law changes',
      'Exercise it, for example with a tabletop exercise, and update it based on what you learn',
    ],
    correctAnswer: 3,
    explanation:
      "CISA's 2023 K-12 report lists developing and exercising an incident response plan as one of six priority steps. Exercises reveal gaps, such as outdated phone numbers or unclear decision authority, before a real incident does. Keep a printed or offline copy as well, since district systems may be unavailable during an attack.",
  },
  {
    id: 11,
    category: 'Data Protection',
    question: 'Which backup practice best helps a district recover from a ransomware attack?',
    options: [
      'A single backup on a drive that stays connected to the file server',
      'Offline, encrypted backups that are tested by restoring data regularly',
      'Relying on the sync feature of a cloud file-sharing service',
      'A full backup once a year before the annual audit',
    ],
    correctAnswer: 1,
    explanation:
      "CISA advises keeping offline, encrypted backups and testing them regularly, because ransomware often tries to encrypt or delete any backup it can reach. Syncing is not a backup, since encrypted or deleted files sync too. Performing and testing backups is one of the six priority steps in CISA's 2023 K-12 report.",
  },
  {
    id: 12,
    category: 'Policy',
    question:
      'The NIST Cybersecurity Framework 2.0, released in February 2024, added a sixth function that places cybersecurity strategy, roles and policy with leadership. What is it called?',
    options: ['Govern', 'Recover', 'Comply', 'Oversee'],
    correctAnswer: 0,
    explanation:
      'CSF 2.0 (NIST CSWP 29, February 26, 2024) added Govern to the existing Identify, Protect, Detect, Respond and Recover functions. Govern covers risk management strategy, roles and policy, which is where superintendents and school boards play a direct part.',
  },
  {
    id: 13,
    category: 'Phishing',
    question:
      'A staff member typed their password into a fake sign-in page. Which control is most likely to stop the attacker from using that password?',
    options: [
      'A longer password expiration period',
      'A warning banner on email from outside the district',
      'A stricter spam filter',
      'Multi-factor authentication on the account',
    ],
    correctAnswer: 3,
    explanation:
      "Multi-factor authentication requires a second factor the attacker does not have, so a stolen password alone is often not enough to sign in; MFA is the first of CISA's six priority steps for K-12. Phishing-resistant methods such as passkeys and security keys offer the strongest protection, and the staff member should still report the incident and change the password right away.",
  },
  {
    id: 14,
    category: 'Vendor Management',
    question:
      'A learning app your teachers want to use carries a third-party student privacy seal. How should the district treat the seal?',
    options: [
      'As proof that the app complies with FERPA and COPPA',
      'As a baseline, while still reviewing the detailed evaluation and signing a data privacy agreement',
      'As a replacement for a signed data privacy agreement',
      'As unnecessary, since every education app is automatically covered by FERPA',
    ],
    correctAnswer: 1,
    explanation:
      "1EdTech describes its TrustEd Apps seal as a baseline and encourages institutions to read the detailed results. A seal can narrow your choices, but the district still needs a signed data privacy agreement, such as one based on the Student Data Privacy Consortium's National Data Privacy Agreement, that meets its state's requirements.",
  },
  {
    id: 15,
    category: 'Incident Response',
    question: 'Does FERPA itself require a district to notify parents after a data breach?',
    options: [
      'Yes, within 72 hours of discovering the breach',
      'Yes, but only when more than 1,000 students are affected',
      'No, but state breach-notification laws and district policy may require notice',
      'No, because breaches never involve FERPA-protected records',
    ],
    correctAnswer: 2,
    explanation:
      'FERPA contains no breach-notification requirement, although the U.S. Department of Education urges reasonable safeguards and its Privacy Technical Assistance Center publishes a Data Breach Response Checklist. All 50 states, DC, Guam, Puerto Rico and the U.S. Virgin Islands have breach-notification laws with differing deadlines and definitions, so confirm your obligations with legal counsel.',
  },
]
