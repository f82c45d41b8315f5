import { cisaCpg, cisaK12Report, cisControls, k12six2022Report, msIsacFaq, nistCsf2 } from '../sources.ts'
import type { SeedPost } from '../types.ts'

export default {
  title: 'Ten Cybersecurity Questions Every School Board Should Ask',
  slug: 'school-board-cybersecurity-questions',
  excerpt:
    'Board members do not need to be technical to oversee cyber risk. Ten questions, grounded in NIST CSF 2.0 and CISA guidance, that tell a board whether the district is prepared.',
  category: 'Governance',
  tags: ['school board', 'governance', 'NIST CSF 2.0', 'risk management'],
  publishedDaysAgo: 210,
  featured: false,
  content: `
<p>School boards oversee budgets, facilities and student safety. Cybersecurity now touches all three, yet many board members are unsure what to ask or worry that the conversation will turn technical. It does not need to. The board's job is oversight: making sure someone owns the risk, that priorities are sensible, and that the district could keep operating through an incident.</p>

<h2>Why governance is now part of the framework</h2>
<p>In February 2024 NIST released <a href="https://www.nist.gov/cyberframework">Cybersecurity Framework (CSF) 2.0</a>, written for organizations of any size or sector. Its biggest change was a new sixth function, <strong>Govern</strong>, alongside Identify, Protect, Detect, Respond and Recover. Govern covers the things boards and senior leaders are responsible for: setting risk strategy, assigning roles and responsibilities, setting policy and overseeing the whole effort. The CIS Critical Security Controls followed suit; version 8.1, released in June 2024, added a Govern security function aligned to CSF 2.0.</p>
<p>In other words, the major frameworks now say plainly that cybersecurity is a leadership responsibility, not only an IT task.</p>

<h2>The ten questions</h2>

<h3>1. Who owns cybersecurity risk in the district?</h3>
<p>There should be a named person at the cabinet level accountable for it, even if the technical work is done by a small IT team or an outside provider. "IT handles it" is not an answer.</p>

<h3>2. What framework do we measure ourselves against?</h3>
<p>Good answers include CISA's six priority steps from its 2023 K-12 report <em>Protecting Our Future</em>, CISA's Cybersecurity Performance Goals, the NIST CSF, or Implementation Group 1 of the <a href="https://www.cisecurity.org/controls">CIS Controls</a>, whose 56 safeguards CIS describes as essential cyber hygiene. The specific choice matters less than measuring progress against something consistently.</p>

<h3>3. Do all staff and all administrator accounts use multifactor authentication?</h3>
<p>MFA is the first of CISA's six priority steps. Ask for a percentage, not a yes or no.</p>

<h3>4. When did we last restore a critical system from backup, and how long did it take?</h3>
<p>This tells you more about ransomware readiness than any other single question. CISA recommends offline, encrypted backups that are tested regularly; a good answer names a test restore within the last quarter.</p>

<h3>5. Do we have an incident response plan, and when did leadership last practice it?</h3>
<p>A plan on a shelf is not enough. Ask whether the superintendent and cabinet have done a tabletop exercise in the past year, and whether board members know their own role, such as when the board is told and who speaks publicly.</p>

<h3>6. How do we keep systems patched, especially those facing the internet?</h3>
<p>Patch management and reducing exposure to common attacks are both on CISA's priority list. Ask whether anyone reviews what the district exposes to the internet.</p>

<h3>7. Which vendors hold student and staff data, and do we have signed agreements with them?</h3>
<p>K12 SIX found that 55% of publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors. An inventory and data privacy agreements are governance tools.</p>

<h3>8. What training do staff receive, and how do we handle a staff member who reports a mistake?</h3>
<p>A culture in which people report suspicious email quickly, without fear, is worth more than a high quiz score.</p>

<h3>9. What would a serious incident cost us, and how are we covered?</h3>
<p>Ask what the district's cyber insurance requires, what it covers, and whether the district meets the security conditions the policy lists. Ask what state breach-notification obligations would apply, and get the answer from counsel. <em>This is general information, not legal advice.</em></p>

<h3>10. Who helps us when we need outside help?</h3>
<p>Know the answer before the crisis: your CISA regional Cybersecurity Advisor, state agencies, your insurer's responders, and peer networks. Note that the MS-ISAC, once free to districts, became a fee-based membership after September 30, 2025, according to the Center for Internet Security, so ask your state chief information officer's office whether the state's membership covers school districts.</p>

<h2>How to make this routine</h2>
<ul>
  <li><strong>Set a reporting rhythm.</strong> A short written report twice a year, with the same measures each time, lets the board see progress.</li>
  <li><strong>Keep sensitive details out of open session.</strong> Discuss specific weaknesses only as your state's open-meetings law allows, with counsel's advice.</li>
  <li><strong>Tie requests to the plan.</strong> When the district asks for funding, it should be clear which gap it closes.</li>
  <li><strong>Adopt policy, not procedure.</strong> The board sets expectations, such as MFA for all staff and district-level approval of apps that collect student data. Staff write the procedures.</li>
</ul>

<h2>Next steps</h2>
<h3>Before the next board meeting</h3>
<ul>
  <li>Send these ten questions to the superintendent and ask for a short written response, not a presentation.</li>
  <li>Agree on three or four measures the board will see at every report, such as MFA coverage, date of last restore test, date of last tabletop exercise, and the share of vendors with signed agreements.</li>
</ul>
<h3>This year</h3>
<ul>
  <li>Invite the district's IT lead to brief the board once, in plain language, on the top three risks and the plan for each.</li>
</ul>

<p>If your board would like a plain-language cybersecurity briefing, you can schedule a free consultation with us.</p>
`,
  reviewedAt: '2026-11-23',
  sources: [nistCsf2, cisControls, cisaK12Report, cisaCpg, k12six2022Report, msIsacFaq],
} satisfies SeedPost
