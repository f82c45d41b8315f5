import { cisaK12Report, cisControls, ic3PayrollDiversionPsa, usacCipa } from '../sources.ts'
import type { SeedPost } from '../types.ts'

export default {
  title: 'A Staff Security Awareness Program That Fits the School Calendar',
  slug: 'security-awareness-school-calendar',
  excerpt:
    'One annual training video rarely changes behavior. A month-by-month plan that fits awareness training around in-service days, payroll cycles, breaks and testing windows.',
  category: 'Training',
  tags: ['security awareness', 'phishing', 'staff training', 'school calendar'],
  publishedDaysAgo: 19,
  featured: false,
  content: `
<p>Training and awareness is one of the six priority steps in CISA's 2023 report <em>Protecting Our Future</em>, and CISA asks for it at all levels of a district, not just among teachers. It is also one of the 18 CIS Controls (Control 14, Security Awareness and Skills Training). Most districts already do something: a video at the start of the year and a quiz that everyone clicks through. That satisfies a checkbox, but it rarely changes what people do when a convincing email arrives in February.</p>

<p>A program that works for schools follows the school year. Staff time is scarce, attention peaks and dips with the calendar, and some weeks are simply off limits. Here is a plan built around that reality.</p>

<h2>Principles first</h2>
<ul>
  <li><strong>Short and frequent beats long and annual.</strong> Five minutes a month, tied to something staff will actually see, does more than an hour in August.</li>
  <li><strong>Role-based.</strong> Teachers, front-office staff, the business office, IT staff and administrators face different risks. The payroll clerk needs different training than a first-grade teacher.</li>
  <li><strong>Make reporting easy and welcome.</strong> One button or one email address for suspicious messages. Thank people who report, including those who report their own mistakes. A staff member who clicked and reported within minutes has helped the district.</li>
  <li><strong>Measure reporting, not just clicks.</strong> The number of people who report a suspicious message, and how quickly, tells you more than click rates alone.</li>
</ul>

<h2>A calendar that fits the school year</h2>

<h3>Summer: plan and train the high-risk roles</h3>
<p>With teachers away, this is the time for deeper sessions with the people who handle money and access. Walk the business office, payroll and HR through payroll diversion and vendor payment fraud. The FBI's Internet Crime Complaint Center (IC3) has named education among the hardest-hit sectors for payroll diversion. Train IT staff and anyone with administrator rights on help desk impersonation and MFA reset requests. Update your materials and choose your monthly topics.</p>

<h3>August in-service: twenty minutes, three messages</h3>
<p>Keep it short. Cover how to report a suspicious message, why the district uses MFA and what to do if a prompt appears that you did not trigger, and the two or three scams most likely to reach staff this year. Include substitutes, coaches and long-term volunteers who receive district accounts.</p>

<h3>September: new staff and new paychecks</h3>
<p>New employees are setting up direct deposit and getting used to district systems. When deposit changes are routine, a fake request is harder to spot. Remind HR and payroll of the verification procedure: confirm any change by phone at a number already on file, as the FBI advises. Build a short security segment into new-hire onboarding for the rest of the year.</p>

<h3>October to December: practice</h3>
<p>Once routines settle, run a first phishing simulation to set a baseline, or request CISA's no-cost phishing assessment. Follow up with a short, non-punitive lesson for everyone, not just those who clicked. In early December, before the last busy days before winter break, send a reminder about urgent requests that appear to come from a principal or the superintendent: such requests count on staff being busy and distracted, and a reminder sent before the rush is more likely to be read.</p>

<h3>January: reset</h3>
<p>The new semester is a good time for a five-minute refresher at a staff meeting and a brief update to the cabinet and board on reporting numbers.</p>

<h3>Testing windows: stand down</h3>
<p>Do not run simulations during state testing or other high-stakes weeks. Staff need to trust the systems they depend on, and a fake alert at the wrong time erodes goodwill you will need later.</p>

<h3>Spring: a second practice round and leadership</h3>
<p>Run a second simulation and compare reporting rates with the fall. Hold a short tabletop exercise with the cabinet on a realistic incident, so that leaders practice their own part.</p>

<h3>End of year: clean up</h3>
<p>Change the passwords on any shared accounts that departing staff knew, and make sure accounts for staff who are leaving are disabled promptly. A short reminder to all staff not to reuse district passwords on personal accounts fits here too.</p>

<h2>Do not forget students</h2>
<p>If your district receives E-Rate discounts, its internet safety policy under the Children's Internet Protection Act must, since July 1, 2012, provide for educating minors about appropriate online behavior, including social networking and cyberbullying. Coordinate that instruction with your staff program so students and adults hear consistent messages about passwords, phishing and reporting. <em>This is general information, not legal advice; confirm CIPA details with district counsel or your E-Rate consultant.</em></p>

<h2>Next steps</h2>
<h3>This week</h3>
<ul>
  <li>Pick the single way staff will report suspicious messages, and make sure it works.</li>
  <li>Block twenty minutes on the next in-service agenda.</li>
</ul>
<h3>This semester</h3>
<ul>
  <li>Hold a role-based session for the business office and HR on payroll diversion.</li>
  <li>Run or request a baseline phishing assessment.</li>
</ul>
<h3>Before the next board meeting</h3>
<ul>
  <li>Share the year's training calendar and the measures you will report: participation, reports of suspicious messages, and time to report.</li>
</ul>

<p>If you would like help building a training calendar for your district, you can schedule a free consultation with us.</p>
`,
  reviewedAt: '2026-11-28',
  updatedOn: '2026-11-28',
  sources: [cisaK12Report, cisControls, ic3PayrollDiversionPsa, usacCipa],
} satisfies SeedPost
