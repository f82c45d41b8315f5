import {
  cisaK12Report,
  commonSensePrivacy,
  coppaRule,
  ferpaRegulations,
  ftcCoppaFaq,
  k12six2022Report,
  ndpa,
  ndpaStateAlliances,
  powerSchoolIncident,
  trustedAppsRubric,
} from '../sources.ts'
import type { SeedPost } from '../types.ts'

export default {
  title: 'Vetting EdTech Vendors: Where Most Publicly Disclosed K-12 Data Breaches Started (2016–2021)',
  slug: 'vetting-edtech-vendors',
  excerpt:
    "K12 SIX found that most publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors. A practical vetting process built on FERPA's school-official exception, data privacy agreements and the amended COPPA rule.",
  category: 'Compliance',
  tags: ['vendor management', 'FERPA', 'COPPA', 'data privacy agreements', 'edtech'],
  publishedDaysAgo: 120,
  featured: false,
  content: `
<p>Most districts now run on dozens or hundreds of online services: the student information system, learning management, assessment platforms, reading apps, communication tools. Each one that holds student data is part of your security perimeter, whether or not you ever see its servers.</p>

<p>The numbers bear this out. K12 SIX's review of publicly disclosed incidents, in its <a href="https://www.businesswire.com/news/home/20220310005153/en/">2022 Year in Review</a>, found that 55% of K-12 data breaches from 2016 through 2021 happened at vendors rather than at districts themselves. The pattern has continued: in December 2024 an attacker used a compromised credential on a customer support portal of PowerSchool, a widely used student information system vendor, to copy student and staff records belonging to many districts at once. Vendor vetting is not paperwork. It is one of the main ways a small district reduces its risk.</p>

<p><em>This post is general information, not legal advice. Confirm requirements under federal and state law with your district counsel.</em></p>

<h2>The FERPA foundation: the school-official exception</h2>
<p>Most vendors receive student records without parental consent under FERPA's school-official exception, 34 CFR 99.31(a)(1)(i)(B). A contractor, consultant or other outside party qualifies only if it:</p>
<ol>
  <li>performs an institutional service or function that district staff would otherwise perform;</li>
  <li>is under the district's <strong>direct control</strong> with respect to the use and maintenance of the records; and</li>
  <li>is bound by FERPA's limits on redisclosure in 34 CFR 99.33.</li>
</ol>
<p>"Direct control" is the condition that clickwrap terms of service often fail. If a teacher signs up for a free app and accepts terms that let the company use data for its own purposes, the district may not have the control the exception requires. A written agreement is how the district establishes that control.</p>

<h2>COPPA: the amended rule is now in force</h2>
<p>The Federal Trade Commission's amended COPPA rule was published in April 2025, and its compliance deadline of April 22, 2026 has passed. For operators of services directed to children under 13, the changes include separate parental consent for disclosures to third parties that are not integral to the service (targeted advertising, for example), treating biometric identifiers as personal information, a written information security program, and a data retention policy that does not allow indefinite retention.</p>
<p>The final rule did not adopt the proposed provisions that would have written school-authorized consent into the regulation. The FTC's FAQ guidance on COPPA and schools describes the approach: a school may consent in place of the parent only where the operator collects the information for the school's use and benefit and for no other commercial purpose, and the operator must still give the school the required notices. The FTC has suggested that approval happen at the district level rather than by individual teachers, and that districts tell parents which services they use.</p>

<h2>A vetting process a small district can run</h2>
<h3>1. Know what you have</h3>
<p>Build an inventory of every online service that touches student or staff data, including free tools teachers adopted on their own. Network or single sign-on logs can help find them. For each, record the owner, the data involved and whether a signed agreement exists.</p>
<h3>2. Put a front door on new tools</h3>
<p>Create a short request form that staff submit before adopting a new tool: what it does, what data it needs, who will use it. Route it to one reviewer. Tools that collect little or no personal data can be approved quickly; tools that need rosters, grades or health information get a full review.</p>
<h3>3. Use a standard agreement</h3>
<p>The Student Data Privacy Consortium, part of the nonprofit Access 4 Learning Community, released the <a href="https://privacy.a4l.org/">National Data Privacy Agreement</a> in 2020: standard clauses plus state-specific terms. On November 11, 2020, seven state data privacy alliances recommended it. A general offer of terms exhibit lets other districts adopt an agreement a vendor has already signed. Whatever template you use, look for limits on use and redisclosure, security requirements, a breach-notice timeframe, and deletion or return of data at the end of the contract.</p>
<h3>4. Ask security questions, not just privacy questions</h3>
<ul>
  <li>Is MFA available, and is it on by default for administrator accounts? CISA's report asks districts to press vendors to enable controls like this by default.</li>
  <li>Does the service support your single sign-on, so that removing a departing employee's account removes their access?</li>
  <li>How quickly will the vendor notify you of an incident, and who notifies families?</li>
</ul>
<h3>5. Use outside reviews as a starting point</h3>
<p>1EdTech's TrustEd Apps program rates privacy policies and terms against a member-built rubric, and 1EdTech notes its seal is a baseline, so read the details. The Common Sense Privacy Program's full evaluations check policies against more than 150 questions grounded in federal and state law; its basic evaluations use a 35-question subset. Treat any rating, seal or vendor pledge as a starting point; the district's own review is what decides.</p>
<h3>6. Close the loop at the end</h3>
<p>When a contract ends, request deletion or return of data in writing and keep the confirmation.</p>

<h2>Next steps</h2>
<h3>This week</h3>
<ul>
  <li>List your ten vendors holding the most sensitive student data and check whether each has a signed data privacy agreement.</li>
</ul>
<h3>This semester</h3>
<ul>
  <li>Launch the request form and name the reviewer.</li>
  <li>Ask your top vendors whether they updated their practices for the amended COPPA rule.</li>
</ul>
<h3>Before the next board meeting</h3>
<ul>
  <li>Share the inventory count and the number of services with signed agreements, and propose a board policy requiring district-level approval for tools that collect student data.</li>
</ul>

<p>If you would like help setting up a vendor review process, you can schedule a free consultation with us.</p>
`,
  reviewedAt: '2026-11-29',
  updatedOn: '2026-11-29',
  sources: [
    k12six2022Report,
    cisaK12Report,
    powerSchoolIncident,
    ferpaRegulations,
    coppaRule,
    ftcCoppaFaq,
    ndpa,
    ndpaStateAlliances,
    trustedAppsRubric,
    commonSensePrivacy,
  ],
} satisfies SeedPost
