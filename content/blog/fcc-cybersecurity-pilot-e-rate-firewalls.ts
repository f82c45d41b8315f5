import {
  cisaK12Report,
  cisaSlcgp,
  eRateFy2026Firewalls,
  fccFy2027EslNotice,
  fccPilotPage,
  fccPilotSelection,
  pilotCommitments2025,
  slcgpExtension,
  usacCipa,
  usacPilot,
} from '../sources.ts'
import type { SeedPost, Source } from '../types.ts'

const usacPilotApplicant: Source = {
  title: 'Cybersecurity Pilot Program: Applicant Process',
  publisher: 'Universal Service Administrative Company (USAC)',
  url: 'https://www.usac.org/e-rate/cybersecurity-pilot-program/applicant-process/',
  date: '2026-11',
}

export default {
  title: 'The FCC Cybersecurity Pilot and E-Rate Firewalls: Where Things Stand',
  slug: 'fcc-cybersecurity-pilot-e-rate-firewalls',
  excerpt:
    "The FCC's Schools and Libraries Cybersecurity Pilot funds security tools for the participants it selected in January 2025, while regular E-Rate still covers only basic firewalls. What that means for your district's technology budget.",
  category: 'Technology',
  tags: ['E-Rate', 'FCC', 'firewalls', 'funding', 'cybersecurity pilot'],
  publishedDaysAgo: 33,
  featured: false,
  content: `
<p>Technology directors have asked for years why E-Rate, which helps pay for school internet access and networks, does not pay for the security tools that protect them. The Federal Communications Commission's answer so far has been a three-year pilot program rather than a change to E-Rate itself. Here is where things stand, what it means if your district is in the pilot, and what it means if it is not.</p>

<p><em>This post is general information, not legal or E-Rate compliance advice. E-Rate rules change each funding year; confirm details with USAC, your E-Rate consultant or counsel.</em></p>

<h2>The Cybersecurity Pilot in brief</h2>
<p>On June 6, 2024, the FCC voted 3-2 to create the <a href="https://www.fcc.gov/cybersecurity-pilot-program">Schools and Libraries Cybersecurity Pilot Program</a> (FCC 24-63). It makes up to $200 million in Universal Service Fund support available over three years to test support for cybersecurity services and equipment for schools and libraries.</p>
<p>Demand far exceeded the money: 2,734 applicants sought a combined $3.7 billion. On January 16, 2025, the FCC selected 707 participants: 645 schools and school districts, 50 libraries and 12 consortia. Some of them later withdrew, so treat 707 as the number selected, not the number taking part today; <a href="https://www.usac.org/e-rate/cybersecurity-pilot-program/">USAC's pilot pages</a> and its open data show current participants and commitments.</p>
<p>USAC lists the <a href="https://www.usac.org/e-rate/cybersecurity-pilot-program/applicant-process/">eligible categories</a> as:</p>
<ul>
  <li>Advanced or next-generation firewalls</li>
  <li>Endpoint protection</li>
  <li>Identity protection and authentication</li>
  <li>Monitoring, detection and response</li>
</ul>
<p>The window for participants to file funding requests ran from March 18 to September 15, 2025. The first funding commitments, $18.8 million to 140 applicants, were issued on December 17, 2025. Funding for each request runs for three years from its first commitment. Participants should rely on USAC's pilot pages and their own commitment letters for current status and deadlines.</p>

<h2>If your district is a pilot participant</h2>
<ul>
  <li><strong>Track your three-year clock.</strong> Know when each commitment started and when it ends, and plan now for how you will pay for the services afterward. A tool the district depends on should not disappear when pilot funding ends.</li>
  <li><strong>Keep good records.</strong> Keep documentation of what you bought, deployed and learned, so you can answer any reporting or audit request quickly.</li>
  <li><strong>Put the tools to work.</strong> An endpoint protection or detection service only helps if someone reviews its alerts. Make sure your contract says who does that, including nights, weekends and school breaks.</li>
</ul>

<h2>If your district is not in the pilot</h2>
<p>Participants were selected in January 2025 and the funding-request window closed in September 2025, so most districts are working with regular E-Rate and their own budgets.</p>
<h3>What regular E-Rate covers</h3>
<p>Regular E-Rate funds only basic firewalls. For funding year 2026, the FCC again declined to make advanced firewalls eligible, saying it may revisit the question after the pilot. Two 2026 proceedings could change the picture: the FCC opened a broad E-Rate rulemaking (WC Docket No. 26-133), and on June 30, 2026 it <a href="https://docs.fcc.gov/public/attachments/DA-26-647A1.txt">sought comment on the draft eligible services list for funding year 2027</a>. Check the FCC's and USAC's E-Rate pages for what was adopted, including any change on firewalls, before you plan your filing.</p>
<h3>Remember CIPA</h3>
<p>E-Rate discounts for internet access and for all Category Two services depend on certifying compliance with the <a href="https://www.usac.org/e-rate/applicant-process/starting-services/cipa/">Children's Internet Protection Act</a>. That means a technology protection measure (a filter), an internet safety policy adopted after public notice and at least one public hearing or meeting, and, since July 1, 2012, a policy that provides for educating minors about appropriate online behavior, including social networking and cyberbullying. Make sure any security project does not disturb your filtering setup.</p>
<h3>Use the pilot's categories as a roadmap</h3>
<p>The four eligible categories are a reasonable list of what a district's security stack needs, whoever pays. Several are also part of CISA's six priority steps for K-12: identity protection and authentication maps directly to MFA, the first step. Some districts already own some of these capabilities through their email and productivity licenses without having turned them on. Ask your IT lead to check before buying anything new.</p>
<h3>Look for other funding</h3>
<p>The State and Local Cybersecurity Grant Program flows through states; its federal authorization lapsed on September 30, 2025 and was extended only to January 30, 2026, so check <a href="https://www.cisa.gov/cybergrants/slcgp">CISA's SLCGP page</a> for its current status. CISA also offers no-cost vulnerability management and phishing assessment services. Your state may also have its own programs; ask your state education agency.</p>

<h2>Next steps</h2>
<h3>This week</h3>
<ul>
  <li>Ask your IT lead which of the four pilot categories the district already covers, partly covers, or lacks.</li>
  <li>Check which security features your existing email and device management licenses include.</li>
</ul>
<h3>Before your next E-Rate filing</h3>
<ul>
  <li>Review the eligible services list for the coming funding year for any change on firewalls.</li>
  <li>Confirm your CIPA documentation, including the public meeting record for your internet safety policy, is on file.</li>
</ul>
<h3>Before the next board meeting</h3>
<ul>
  <li>Present a short funding plan that shows which security costs E-Rate covers, which come from grants, and which the general fund must carry.</li>
</ul>

<p>If you would like help building a security budget around E-Rate and grant rules, you can schedule a free consultation with us.</p>
`,
  reviewedAt: '2026-11-23',
  sources: [
    fccPilotPage,
    fccPilotSelection,
    usacPilotApplicant,
    usacPilot,
    pilotCommitments2025,
    eRateFy2026Firewalls,
    fccFy2027EslNotice,
    usacCipa,
    cisaK12Report,
    cisaSlcgp,
    slcgpExtension,
  ],
} satisfies SeedPost
