import {
  cisaCpg,
  cisaK12Report,
  cisaK12Toolkit,
  cisaPhishingResistantMfa,
  cisaSlcgp,
  cisControls,
  k12six2022Report,
  msIsacFaq,
  nistCsf2,
  pillarAct,
  pillarActReport,
  slcgpReauthorization2026,
  slcgpReauthorizedGovTech,
  slcgpSenateBill,
} from '../sources.ts'
import { pillarActSentence, slcgpStatusSentence } from '../shared-statements.ts'
import type { SeedPost } from '../types.ts'

export default {
  title: "CISA's Protecting Our Future Report: Six Priority Steps for Small Districts",
  slug: 'cisa-protecting-our-future-six-steps',
  excerpt:
    "CISA's 2023 K-12 report boils district cybersecurity down to six priority steps. Here is what each one means for a small district, and how to start without a large budget or a security team.",
  category: 'Governance',
  tags: ['CISA', 'K-12 cybersecurity', 'planning', 'MFA', 'incident response'],
  publishedDaysAgo: 64,
  featured: true,
  content: `
<p>In January 2023 the Cybersecurity and Infrastructure Security Agency (CISA) published <em>Protecting Our Future: Partnering to Safeguard K-12 Organizations from Cybersecurity Threats</em>. Congress required the study in the K-12 Cybersecurity Act of 2021. Nearly four years later it is still the clearest federal statement of where a school district should start, and it speaks directly to the staffing and budget limits small districts face.</p>

<p>If you lead a district with one or two people in IT, this is the document worth an hour of your time. Below is a plain summary of what it asks and how to turn it into a plan.</p>

<h2>The three recommendations</h2>
<p>CISA's report makes three broad recommendations. The report and CISA's press release list them in slightly different orders, so treat them as equals rather than a ranking:</p>
<ul>
  <li><strong>Invest in the most impactful security measures</strong> and build toward a mature cybersecurity plan over time.</li>
  <li><strong>Recognize and actively address resource constraints</strong>, including limited staff and budget.</li>
  <li><strong>Focus on collaboration and information sharing</strong> with peers, state agencies and federal partners.</li>
</ul>
<p>The first recommendation is where the practical work lives. CISA names six priority steps that deliver the most protection for the effort.</p>

<h2>The six priority steps</h2>

<h3>1. Deploy multifactor authentication (MFA)</h3>
<p>Stolen and reused passwords are a common way in. Start with IT administrator accounts, then staff email, then finance, payroll, HR and the student information system. A second factor keeps a stolen password from working on its own. To stop phishing itself, use <a href="https://www.cisa.gov/sites/default/files/publications/fact-sheet-implementing-phishing-resistant-mfa-508c.pdf">phishing-resistant MFA</a>, such as passkeys or security keys, at least for administrators and the business office: adversary-in-the-middle phishing kits can relay app and text-message codes along with the password.</p>

<h3>2. Keep up with patching</h3>
<p>CISA lists patch management as its own priority. In a small district that means knowing what you own, turning on automatic updates where you can, and giving priority to anything reachable from the internet: firewalls, VPNs, remote access tools and public web servers.</p>

<h3>3. Perform and test backups</h3>
<p>A backup you have never restored is a hope, not a plan. Keep at least one copy offline or otherwise out of reach of a compromised administrator account, and practice restoring a critical system such as the student information system or finance database, at least once a quarter, the pace CIS Safeguard 11.5 sets for testing data recovery.</p>

<h3>4. Minimize exposure to common attacks</h3>
<p>The report points to services like Remote Desktop Protocol (RDP) left open to the internet. Ask your IT lead or managed service provider for a list of everything the district exposes to the internet, and close what does not need to be there.</p>

<h3>5. Develop and exercise an incident response plan</h3>
<p>Write down who decides, who calls whom, and how you will communicate with staff and families if email is down. Then run a one-hour tabletop exercise with the superintendent, business manager, IT lead and communications lead.</p>

<h3>6. Build training and awareness</h3>
<p>CISA asks for awareness at all levels, from the board and cabinet to teachers, aides and substitutes. Short, frequent and role-specific training beats a single annual video.</p>

<h2>After the six steps</h2>
<p>Once the priority steps are underway, CISA recommends aligning further investment with its <a href="https://www.cisa.gov/cross-sector-cybersecurity-performance-goals">Cross-Sector Cybersecurity Performance Goals (CPGs)</a> and building a longer-term plan on the <a href="https://www.nist.gov/cyberframework">NIST Cybersecurity Framework</a>. CISA's <a href="https://www.cisa.gov/partnering-safeguard-k-12-organizations-cybersecurity-threats-online-toolkit">online K-12 toolkit</a> is derived from the CPGs.</p>

<h2>Working within your resources</h2>
<p>The report is candid that districts are short on staff and money. Its suggestions include:</p>
<ul>
  <li>Looking to the <strong><a href="https://www.cisa.gov/cybergrants/slcgp">State and Local Cybersecurity Grant Program</a></strong> (SLCGP), which flows through your state. Its original four-year funding ended in 2025. ${slcgpStatusSentence} Until new money is appropriated, count only services your state already provides from earlier awards, and ask your state administering agency which ones continue and until when. ${pillarActSentence}</li>
  <li>Using <strong>free and low-cost services</strong> from government and nonprofit partners.</li>
  <li><strong>Asking vendors to turn security controls on by default</strong>, such as MFA for administrator accounts, rather than selling them as add-ons.</li>
  <li>Moving to <strong>secure cloud and managed services</strong> where that reduces the systems you must maintain yourself.</li>
  <li>Contacting your <strong>CISA regional Cybersecurity Advisor</strong>.</li>
</ul>
<p>The vendor point matters more than it looks. K12 SIX's <a href="https://www.businesswire.com/news/home/20220310005153/en/">2022 Year in Review</a> found that 55% of the publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors. Your contracts are part of your security program.</p>

<h2>What has changed since 2023</h2>
<p>One partner the report relied on has changed. The Multi-State Information Sharing and Analysis Center (MS-ISAC), long free to school districts, became a fee-based membership after its federal cooperative agreement ended on September 30, 2025, according to the Center for Internet Security. CISA now points districts toward grants, its no-cost vulnerability management and phishing assessment services, the CPGs and regional advisors. CISA also released version 2.0 of the CPGs in December 2025, adding goals on governance to match CSF 2.0. The six steps themselves have not changed.</p>

<h2>Next steps</h2>
<h3>This week</h3>
<ul>
  <li>Ask your IT lead to rate the district on each of the six steps: done, partly done, or not started.</li>
  <li>Confirm that every IT administrator account uses MFA.</li>
</ul>
<h3>This semester</h3>
<ul>
  <li>Restore one critical system from backup and time how long it takes.</li>
  <li>Hold a one-hour tabletop exercise on a ransomware scenario.</li>
  <li>Reach out to your CISA regional Cybersecurity Advisor.</li>
</ul>
<h3>Before the next board meeting</h3>
<ul>
  <li>Bring a one-page status report on the six steps, with the two or three items you plan to finish this year.</li>
</ul>

<p>If you would like help scoring your district against the six steps, you can schedule a free consultation with us.</p>
`,
  reviewedAt: '2026-11-29',
  updatedOn: '2026-11-29',
  sources: [
    cisaK12Report,
    cisaK12Toolkit,
    cisaCpg,
    nistCsf2,
    cisaPhishingResistantMfa,
    k12six2022Report,
    msIsacFaq,
    cisaSlcgp,
    slcgpReauthorization2026,
    slcgpReauthorizedGovTech,
    pillarAct,
    pillarActReport,
    slcgpSenateBill,
    cisControls,
  ],
} satisfies SeedPost
