import {
  cisaK12Report,
  cisaSlcgp,
  eRateFy2026Firewalls,
  fccBiddingPortalOrder,
  fccErateReview2026,
  fccFy2027EslNotice,
  fccPilotPage,
  fccPilotSelection,
  pillarAct,
  pillarActReport,
  pilotFirstCommitments,
  pilotParticipants2025,
  slcgpReauthorization2026,
  slcgpReauthorizedGovTech,
  slcgpSenateBill,
  usacCipa,
  usacPilot,
  usacPilotStartingServices,
} from '../sources.ts'
import { pillarActSentence, slcgpStatusSentence } from '../shared-statements.ts'
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
<p>Demand far exceeded the money: 2,734 applications sought a combined $3.7 billion. On January 16, 2025, the FCC <a href="https://docs.fcc.gov/public/attachments/DA-25-53A1.pdf">selected 707 participants</a>: 645 schools and school districts, 50 libraries and 12 consortia. Some later withdrew; 690 remained when the funding-request window closed in September 2025. <a href="https://www.usac.org/e-rate/cybersecurity-pilot-program/">USAC's pilot pages</a> publish each participant's requests and commitments as open data.</p>
<p>USAC lists the <a href="https://www.usac.org/e-rate/cybersecurity-pilot-program/applicant-process/">eligible categories</a> as:</p>
<ul>
  <li>Advanced or next-generation firewalls</li>
  <li>Endpoint protection</li>
  <li>Identity protection and authentication</li>
  <li>Monitoring, detection and response</li>
</ul>
<p>The window for participants to file funding requests ran from March 18 to September 15, 2025. The first funding commitments were issued on December 17, 2025. <a href="https://www.usac.org/e-rate/cybersecurity-pilot-program/applicant-process/starting-services/">Funding for each request runs for three years</a> from its first commitment, so the earliest commitments run to December 2028. A participant's own commitment letters give its amounts and end dates.</p>

<h2>If your district is a pilot participant</h2>
<ul>
  <li><strong>Track your three-year clock.</strong> Know when each commitment started and when it ends, and plan now for how you will pay for the services afterward. A tool the district depends on should not disappear when pilot funding ends.</li>
  <li><strong>Keep good records.</strong> Keep documentation of what you bought, deployed and learned, so you can answer any reporting or audit request quickly.</li>
  <li><strong>Put the tools to work.</strong> An endpoint protection or detection service only helps if someone reviews its alerts. Make sure your contract says who does that, including nights, weekends and school breaks.</li>
</ul>

<h2>If your district is not in the pilot</h2>
<p>Participants were selected in January 2025 and the funding-request window closed in September 2025, so most districts are working with regular E-Rate and their own budgets.</p>
<h3>What regular E-Rate covers</h3>
<p>Regular E-Rate funds only basic firewalls. In its <a href="https://docs.fcc.gov/public/attachments/DA-25-1069A1.pdf">order adopting the funding year 2026 eligible services list</a> (DA 25-1069, December 2025), the FCC again declined to make advanced firewalls eligible, saying it may revisit the question after the pilot. On June 30, 2026 it <a href="https://docs.fcc.gov/public/attachments/DA-26-647A1.txt">sought comment on the draft eligible services list for funding year 2027</a>; the list it adopts for 2027 is the next point at which firewall eligibility can change.</p>
<h3>What the FCC's 2026 review puts at stake</h3>
<p>On June 25, 2026 the FCC voted to open a broad review of E-Rate itself (<a href="https://www.fcc.gov/ecfs/search/docket-detail/26-133">WC Docket No. 26-133</a>). It asks, among other things, whether the program should be narrowed or otherwise reoriented, along with questions on children's screen time and online safety on E-Rate-funded networks and on tighter program oversight. Comments were due in October 2026 and replies in November 2026; the next step is an FCC order, for which no date has been set. For a district, what is at stake is the discount it counts on for internet access and Wi-Fi. Until an order is adopted, budget E-Rate at current rules and know how much would fall to the general fund if discounts narrowed.</p>
<p>A separate order has already changed how districts buy. Under the FCC's <a href="https://www.federalregister.gov/d/2026-10011">competitive bidding order</a> (FCC 26-30, in effect since June 18, 2026), bidding moves into a USAC portal starting with funding year 2028: from about July 1, 2027, vendors must submit bids through the portal, and districts must upload their bid evaluations and contracts there.</p>
<h3>Remember CIPA</h3>
<p>E-Rate discounts for internet access and for all Category Two services depend on certifying compliance with the <a href="https://www.usac.org/e-rate/applicant-process/starting-services/cipa/">Children's Internet Protection Act</a>. That means a technology protection measure (a filter), an internet safety policy adopted after public notice and at least one public hearing or meeting, and, since July 1, 2012, a policy that provides for educating minors about appropriate online behavior, including social networking and cyberbullying. Make sure any security project does not disturb your filtering setup.</p>
<h3>Use the pilot's categories as a roadmap</h3>
<p>The four eligible categories are a reasonable list of what a district's security stack needs, whoever pays. Several are also part of CISA's six priority steps for K-12: identity protection and authentication maps directly to MFA, the first step. Some districts already own some of these capabilities through their email and productivity licenses without having turned them on. Ask your IT lead to check before buying anything new.</p>
<h3>Look for other funding</h3>
<p>The <a href="https://www.cisa.gov/cybergrants/slcgp">State and Local Cybersecurity Grant Program</a> (SLCGP) flows through states. Its original four-year funding ended in 2025. ${slcgpStatusSentence} Until new money is appropriated, count only services your state already provides from earlier awards, and ask your state administering agency which ones continue and until when. ${pillarActSentence} CISA also offers no-cost vulnerability management and phishing assessment services. Your state may also have its own programs; ask your state education agency.</p>

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
  reviewedAt: '2026-11-29',
  updatedOn: '2026-11-29',
  sources: [
    fccPilotPage,
    fccPilotSelection,
    usacPilotApplicant,
    usacPilot,
    usacPilotStartingServices,
    pilotParticipants2025,
    pilotFirstCommitments,
    eRateFy2026Firewalls,
    fccErateReview2026,
    fccFy2027EslNotice,
    fccBiddingPortalOrder,
    usacCipa,
    cisaK12Report,
    cisaSlcgp,
    slcgpReauthorization2026,
    slcgpReauthorizedGovTech,
    pillarAct,
    pillarActReport,
    slcgpSenateBill,
  ],
} satisfies SeedPost
