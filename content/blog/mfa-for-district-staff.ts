import {
  cisaK12Report,
  cisaPhishingResistantMfa,
  ic3PayrollDiversionPsa,
  nistSp800634,
  nistSp80063b4,
} from '../sources.ts'
import type { SeedPost } from '../types.ts'

export default {
  title: 'Start With MFA: A Practical Rollout Plan for District Staff',
  slug: 'mfa-for-district-staff',
  excerpt:
    "Multifactor authentication is the first of CISA's six priority steps for K-12. A rollout order, the staff questions to plan for, and what NIST's 2025 password guidance means for your password policy.",
  category: 'Best Practices',
  tags: ['MFA', 'passwords', 'NIST', 'identity', 'staff accounts'],
  publishedDaysAgo: 99,
  featured: false,
  content: `
<p>If a district can do only one security project this year, multifactor authentication (MFA) is a strong candidate. It is the first of the six priority steps in CISA's 2023 report <em>Protecting Our Future</em>, and the FBI's Internet Crime Complaint Center (IC3) recommends it in its warnings about payroll diversion and business email compromise. The reason is simple: most school systems are reached through a username and password, and passwords get phished, guessed and reused.</p>

<p>MFA is not technically hard in most districts. The hard part is people: staff without district phones, substitutes, shared accounts and a help desk of one. This post is a rollout plan that accounts for that.</p>

<h2>Roll out in this order</h2>
<ol>
  <li><strong>IT administrator accounts.</strong> Every account that can change settings, reset passwords or read everyone's mail. Include your managed service provider's accounts and any vendor support accounts. CISA's report asks districts to push vendors to turn on MFA for administrators by default.</li>
  <li><strong>Email for all staff.</strong> Email is where phishing lands and where a stolen account does the most damage, because it is used to reset passwords elsewhere and to send convincing requests to colleagues.</li>
  <li><strong>Finance, payroll and HR systems.</strong> The FBI's 2018 payroll diversion warning named education among the hardest-hit sectors and advised MFA for sensitive systems.</li>
  <li><strong>The student information system and special education records.</strong> These hold the education records FERPA protects.</li>
  <li><strong>Remote access</strong>, such as VPNs and remote desktop tools, if you still use them.</li>
</ol>
<p>Students are a separate decision. Younger students often share devices and cannot manage a second factor; older students with access to sensitive systems may be a different story. Plan staff first.</p>

<h2>Choose methods staff can actually use</h2>
<p>Most district platforms support several options. A practical mix:</p>
<ul>
  <li><strong>An authenticator app</strong> on a phone for staff who are willing to use a personal or district phone.</li>
  <li><strong>A hardware security key or passkey</strong> for IT administrators and business office staff. NIST's updated digital identity guidelines, SP 800-63-4, finalized in 2025, add syncable authenticators, better known as passkeys. Passwords alone are not phishing-resistant; these options are designed to be.</li>
  <li><strong>A hardware key or token</strong> for staff who will not or cannot use a personal phone. Decide this in advance and budget for it so the objection does not stall the project.</li>
</ul>
<p>If you use push notifications, turn on number matching or similar features so that a staff member cannot approve a sign-in simply by tapping "Approve" on a prompt they did not start.</p>
<p>Be clear about what each method stops. Any second factor keeps a stolen password from working on its own, but adversary-in-the-middle phishing kits can relay app codes, text-message codes and push approvals in real time. That is why CISA urges <a href="https://www.cisa.gov/sites/default/files/publications/fact-sheet-implementing-phishing-resistant-mfa-508c.pdf">phishing-resistant MFA</a>, such as passkeys and security keys, for the accounts that matter most.</p>

<h2>Plan for the hard cases</h2>
<ul>
  <li><strong>Lost phones and new devices.</strong> Write down how the help desk verifies a person's identity before resetting MFA. A phone call claiming to be a principal locked out before a board meeting is a classic social engineering pretext. Call back on a number already on file.</li>
  <li><strong>Substitutes and short-term staff.</strong> Decide whether they get district accounts, what those accounts can reach, and how they sign in.</li>
  <li><strong>Shared accounts.</strong> Front-office and classroom accounts shared by several people should be replaced with individual accounts where possible. A shared account cannot be tied to one person's second factor.</li>
  <li><strong>Timing.</strong> Avoid the first weeks of school, state testing windows and payroll close. Summer or the weeks before a break work better, with a short grace period for enrollment.</li>
</ul>

<h2>While you are at it: fix the password policy</h2>
<p>NIST's <a href="https://pages.nist.gov/800-63-4">SP 800-63B-4</a> changes several rules many districts still follow. Under its password requirements:</p>
<ul>
  <li><strong>No forced periodic changes.</strong> Do not make staff change passwords every 60 or 90 days. Force a change only when there is evidence the password has been compromised.</li>
  <li><strong>Screen against blocklists.</strong> Check new passwords against lists of common, expected and previously breached passwords.</li>
  <li><strong>No other composition rules.</strong> The guidance says not to require mixtures of character types, such as "one uppercase, one number, one symbol."</li>
  <li><strong>No hints or security questions.</strong></li>
  <li><strong>Allow long passwords and password managers.</strong> Accept at least 64 characters and allow pasting, so staff can use a password manager or a long passphrase.</li>
  <li><strong>Limit repeated failed attempts</strong>, and store passwords salted and hashed.</li>
</ul>
<p>The final document, released by NIST in July 2025, sets minimum lengths by use: at least 15 characters when a password is the only factor, and at least 8 when it is used as part of MFA. The rule of thumb is "longer, not more complicated." Our password policy template uses the same values.</p>

<h2>Next steps</h2>
<h3>This week</h3>
<ul>
  <li>Get a list of every account with administrator rights, including vendor and contractor accounts, and confirm each has MFA.</li>
  <li>Find out which MFA methods your email platform and payroll system already support.</li>
</ul>
<h3>This month</h3>
<ul>
  <li>Write the help desk identity-verification procedure for MFA resets.</li>
  <li>Pick a rollout window and draft a two-paragraph message to staff explaining what is changing and why.</li>
</ul>
<h3>Before the next board meeting</h3>
<ul>
  <li>Report the percentage of staff accounts and administrator accounts with MFA enabled, and the date you expect to reach all staff.</li>
  <li>Retire any board policy or procedure that still requires scheduled password changes.</li>
</ul>

<p>If you would like a second pair of eyes on your rollout plan, you can schedule a free consultation with us.</p>
`,
  reviewedAt: '2026-11-28',
  updatedOn: '2026-11-28',
  sources: [cisaK12Report, ic3PayrollDiversionPsa, nistSp80063b4, nistSp800634, cisaPhishingResistantMfa],
} satisfies SeedPost
