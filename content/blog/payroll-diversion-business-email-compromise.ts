import {
  ic3Bec2019Psa,
  ic3Bec2024Psa,
  ic3PayrollDiversionPsa,
  ic3Report2025,
  ic3Report2025Coverage,
} from '../sources.ts'
import type { SeedPost, Source } from '../types.ts'

const fbiPhoenixBec: Source = {
  title: 'Arizona workers lost $30 million to work email scams, FBI says',
  publisher: "Arizona's Family (KTVK/KPHO)",
  url: 'https://www.azfamily.com/news/investigations/3_on_your_side/originals/arizona-workers-lost-30-million-to-work-email-scams-fbi-says/article_22e02d44-9d38-11eb-8a64-9f84f59ee1d6.html',
  date: '2021',
}

export default {
  title: 'Payroll Diversion and Business Email Compromise: Scams Aimed at the Business Office',
  slug: 'payroll-diversion-business-email-compromise',
  excerpt:
    'The FBI has warned that education is among the sectors hardest hit by payroll diversion. How these scams work, and the verification habits that stop them without new software.',
  category: 'Threat Intelligence',
  tags: ['BEC', 'payroll', 'phishing', 'FBI IC3', 'business office'],
  publishedDaysAgo: 48,
  featured: false,
  content: `
<p>Some of the most costly attacks on school districts involve no malware at all. They rely on a convincing email and a staff member who wants to be helpful. The FBI's Internet Crime Complaint Center (IC3) has warned about two versions for years: payroll diversion and business email compromise (BEC). Both aim at the business office, and much of the defense is procedure rather than technology.</p>

<h2>How payroll diversion works</h2>
<p>In a <a href="https://www.ic3.gov/PSA/2018/PSA180918">September 2018 public service announcement</a> (I-091818-PSA), IC3 described criminals phishing employees for their login credentials, then signing in to the payroll or HR self-service portal and changing the direct deposit account, often to a prepaid card. They also changed settings so the employee would not receive an alert about the change. The PSA named education among the hardest-hit sectors.</p>
<p>A <a href="https://www.ic3.gov/PSA/2019/PSA190910">September 2019 PSA</a> (I-091019-PSA) described a variant aimed at HR and payroll staff: an email that appears to come from an employee asks them to update the employee's direct deposit information, and someone in payroll makes the change as requested. The PSA says the requests were made to "appear legitimate", and notes that in some cases the criminals first phished employees' login credentials. Stolen credentials are why MFA on staff email matters for this scam as much as a call-back rule does.</p>
<p>Either way, the employee finds out on payday, and the district has to sort out whether and how to pay them again.</p>

<h2>How business email compromise works</h2>
<p>IC3 describes BEC as the use of a compromised or spoofed business email account to redirect legitimate payments. The typical lure, as the FBI's Phoenix field office described it in 2021, is an email that seems to come from a known vendor asking to update its billing or bank account details. For a district, that could be a construction contractor, a bus company, a food service supplier or a technology reseller. The next legitimate invoice is paid, but to the criminal's account.</p>
<p>The scale is large. In a September 2024 PSA, <a href="https://www.ic3.gov/PSA/2024/PSA240911">IC3 reported</a> $55.5 billion in exposed losses across 305,033 BEC incidents reported between October 2013 and December 2023. IC3's <a href="https://www.ic3.gov/AnnualReport/Reports/2025_IC3Report.pdf">2025 Internet Crime Report</a>, released in April 2026, put reported BEC losses in 2025 at about $3.05 billion. Across all types of internet crime it counted 1,008,597 complaints and $20.877 billion in reported losses, up 26% from $16.6 billion in 2024, and phishing and spoofing was the most reported type, with 191,561 complaints.</p>

<h2>Warning signs staff should know</h2>
<ul>
  <li><strong>Any request to change bank or deposit details</strong>, whether from an employee or a vendor, and especially by email alone.</li>
  <li><strong>Urgency</strong>: "this must be processed today," "I'm in meetings all day, just make the change."</li>
  <li><strong>Changed account details</strong> right before a large payment is due.</li>
  <li><strong>A slightly different sender address</strong>, or a reply-to address that does not match the sender.</li>
  <li><strong>A request to keep it quiet</strong> or to bypass the usual process.</li>
</ul>

<h2>Controls that work</h2>
<h3>Verify out of band</h3>
<p>The FBI's advice is to verify requests to change payment information in person or by phone. Call the vendor or employee at a number already on file, never a number in the email asking for the change. Make this a written procedure, not a judgment call.</p>
<h3>Add a second person and a pause</h3>
<p>Require a second staff member to approve any change to vendor bank details or employee direct deposit. Consider holding a changed account for one pay cycle or one payment before large amounts go to it, and notify the employee or vendor through a known channel when a change is made.</p>
<h3>Protect the accounts</h3>
<p>IC3 recommends MFA for sensitive systems and separate credentials for payroll access, so a phished email password does not open the payroll portal too. Turn on MFA for staff email, the payroll and HR self-service portal, and your banking platform. Ask your IT lead to alert on new mailbox forwarding rules, which can be a sign that an email account has been taken over.</p>
<h3>Train the people who handle money</h3>
<p>Give the business office, payroll and HR staff a short, specific session on these scams each year, separate from general staff training. Walk through a realistic example of each.</p>

<h2>If it happens</h2>
<ul>
  <li>Call your bank immediately and ask it to attempt a recall of the transfer. Speed matters.</li>
  <li>File a complaint at <a href="https://www.ic3.gov/">ic3.gov</a> and contact your local FBI field office.</li>
  <li>Reset the affected account's password, review its mailbox rules and sign-in history, and check for other changed deposit or vendor records.</li>
  <li>Notify your insurer and counsel, and document the timeline.</li>
</ul>

<h2>Next steps</h2>
<h3>This week</h3>
<ul>
  <li>Ask the business manager to describe, step by step, what happens today when a vendor emails new bank details. If the answer does not include a phone call to a known number, fix that first.</li>
</ul>
<h3>This month</h3>
<ul>
  <li>Adopt a written two-person verification procedure for bank and deposit changes.</li>
  <li>Confirm MFA is on for the payroll portal and business office email.</li>
</ul>
<h3>Before the next board meeting</h3>
<ul>
  <li>Report that the procedure is in place, and ask the auditor to test it in the next audit cycle.</li>
</ul>

<p>If you would like help writing a payment verification procedure your staff will actually follow, you can schedule a free consultation with us.</p>
`,
  reviewedAt: '2026-11-29',
  updatedOn: '2026-11-29',
  sources: [ic3PayrollDiversionPsa, ic3Bec2019Psa, fbiPhoenixBec, ic3Bec2024Psa, ic3Report2025, ic3Report2025Coverage],
} satisfies SeedPost
