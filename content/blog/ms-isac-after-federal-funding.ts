import {
  cisaCpg,
  cisaK12Report,
  cisaSlcgp,
  k12sixEssentials,
  msIsacFaq,
  msIsacRouteFifty,
  pillarAct,
  pillarActReport,
  slcgpReauthorization2026,
  slcgpReauthorizedGovTech,
  slcgpSenateBill,
  usacCipa,
} from '../sources.ts'
import { pillarActSentence, slcgpStatusSentence } from '../shared-statements.ts'
import type { SeedPost } from '../types.ts'

export default {
  title: 'MS-ISAC Is No Longer Free: What Small Districts Can Do Now',
  slug: 'ms-isac-after-federal-funding',
  excerpt:
    'Federal funding for the MS-ISAC ended on September 30, 2025, and membership became fee-based. What districts lost, what replaces it, and how to keep getting threat information without a big budget.',
  category: 'Threat Intelligence',
  tags: ['MS-ISAC', 'information sharing', 'CISA', 'threat intelligence'],
  publishedDaysAgo: 7,
  featured: false,
  content: `
<p>For years, the Multi-State Information Sharing and Analysis Center (MS-ISAC) was one of the best free resources a small school district had. It is run by the nonprofit Center for Internet Security (CIS), and a cooperative agreement with CISA let state and local governments, including school districts, join at no cost. That arrangement is over. Here is what changed, and what a district with a small IT team can do now.</p>

<h2>What changed and when</h2>
<ul>
  <li><strong>March 6, 2025:</strong> Federal funding was cancelled for ten areas of MS-ISAC work, including threat analysis, incident response support, onboarding, and webinars and training.</li>
  <li><strong>Through September 30, 2025:</strong> Some services continued, including Albert network sensors, the Malicious Domain Blocking and Reporting (MDBR) service and security advisories.</li>
  <li><strong>September 30, 2025:</strong> The cooperative agreement ended. Since then, <a href="https://www.cisecurity.org/ms-isac/ms-isac-membership-faq">MS-ISAC membership has been fee-based</a>, according to CIS.</li>
</ul>
<p>The MS-ISAC has not disappeared. CIS now sells memberships to individual organizations and to states. Some states' memberships cover local governments and school districts; others cover only state agencies. Route Fifty reported in February 2026 that roughly 3,000 individual organizations had also joined on their own. Whether your district is covered depends on your state, and your state chief information officer's office can tell you.</p>

<h2>What your district may have lost</h2>
<p>Start by finding out which MS-ISAC services the district actually used. Common ones were:</p>
<ul>
  <li><strong>Advisories and alerts</strong> about vulnerabilities and active threats.</li>
  <li><strong>MDBR</strong>, a DNS-based service that blocked connections to known malicious domains.</li>
  <li><strong>Albert sensors</strong>, which monitored network traffic for signs of attack.</li>
  <li><strong>Incident response help</strong>, webinars and training.</li>
</ul>
<p>If your IT lead or provider set up MDBR or an Albert sensor years ago, confirm what is running today: both now require an MS-ISAC membership. A protection you believe is in place but that quietly stopped is worse than a known gap, because nobody is planning around it.</p>

<h2>Where to turn now</h2>
<h3>Check for a statewide membership</h3>
<p>Ask your state chief information officer's office whether the state's MS-ISAC membership covers school districts or only state agencies, and how to enroll. Your state education agency or state cybersecurity office may also know. If districts are not covered, ask whether the state is considering it.</p>
<h3>Use CISA's no-cost services</h3>
<p>CISA has pointed state and local organizations to its no-cost vulnerability management and phishing assessment services, its <a href="https://www.cisa.gov/cross-sector-cybersecurity-performance-goals">Cybersecurity Performance Goals</a>, grant programs, and its regional Cybersecurity Advisors. A vulnerability scan of your internet-facing systems is a practical place to start, and a regional advisor can help a small district decide what to do next.</p>
<h3>Look at grant funding</h3>
<p>The <a href="https://www.cisa.gov/cybergrants/slcgp">State and Local Cybersecurity Grant Program</a> (SLCGP) flows through states. Its original four-year funding ended in 2025. ${slcgpStatusSentence} Until new money is appropriated, count only services your state already provides from earlier awards, and ask your state administering agency which ones continue and until when. ${pillarActSentence} Ask the agency, too, whether districts can receive funds or services through it.</p>
<h3>Replace blocking and monitoring deliberately</h3>
<p>If you relied on MDBR, look at what your existing web filter or firewall can already do. Every district taking E-Rate discounts for internet access must certify compliance with the Children's Internet Protection Act, which requires an internet filter, and some filtering products can also block known malicious domains. Confirm with your vendor whether that feature is on. For network monitoring, discuss options with your provider rather than assuming someone is watching.</p>
<h3>Join K-12 peer networks</h3>
<p><a href="https://www.k12six.org/">K12 SIX</a>, a nonprofit focused on K-12 cybersecurity, publishes guidance written by K-12 IT practitioners, including the 2023-2024 edition of its <a href="https://www.k12six.org/essentials-series">Essential Cybersecurity Protections</a>, released in October 2023. Regional education service agencies, state technology-director associations and neighboring districts are also good sources of early warning. CISA's 2023 K-12 report named collaboration and information sharing as one of its three core recommendations, and that has not changed.</p>
<h3>Subscribe to free federal alerts</h3>
<p>CISA and the FBI publish free alerts and advisories. Make sure at least two people in the district receive them, so that coverage does not depend on one person's inbox.</p>

<h2>Next steps</h2>
<h3>This week</h3>
<ul>
  <li>Ask your IT lead or provider which MS-ISAC services the district used, and what is still running.</li>
  <li>Ask your state chief information officer's office whether the state's MS-ISAC membership covers your district.</li>
</ul>
<h3>This month</h3>
<ul>
  <li>Contact your CISA regional Cybersecurity Advisor and request a no-cost vulnerability scan.</li>
  <li>Confirm whether your web filter blocks known malicious domains.</li>
</ul>
<h3>Before the next board meeting</h3>
<ul>
  <li>Report what the district lost, what replaced it, and whether a paid membership is worth budgeting for next year.</li>
</ul>

<p>If you would like help working out what replaces the services you used, you can schedule a free consultation with us.</p>
`,
  reviewedAt: '2026-11-29',
  updatedOn: '2026-11-29',
  sources: [
    msIsacFaq,
    msIsacRouteFifty,
    cisaCpg,
    cisaSlcgp,
    slcgpReauthorization2026,
    slcgpReauthorizedGovTech,
    pillarAct,
    pillarActReport,
    slcgpSenateBill,
    k12sixEssentials,
    cisaK12Report,
    usacCipa,
  ],
} satisfies SeedPost
