import {
  circiaProposedRule,
  circiaRegulatoryAgenda,
  cisaCircia,
  cisaK12Report,
  cisControls,
  ic3RansomwarePsa,
  k12six2022Report,
  k12sixStatistics2026,
  nistSp80061r3,
  stopRansomwareGuide,
} from '../sources.ts'
import type { SeedPost, Source } from '../types.ts'

const stopRansomwareNews: Source = {
  title: 'CISA, FBI, NSA, MS-ISAC Publish Updated #StopRansomware Guide',
  publisher: 'CISA',
  url: 'https://www.cisa.gov/news-events/news/cisa-fbi-nsa-ms-isac-publish-updated-stopransomware-guide',
  date: '2023-05',
}

export default {
  title: 'Ransomware Readiness for Small Districts: Backups, a Rehearsed Plan and the First Hour',
  slug: 'ransomware-readiness-small-districts',
  excerpt:
    'Ransomware became the most common type of publicly disclosed K-12 incident in 2021. What federal guidance says to prepare, and a practical readiness plan for districts with a small IT team.',
  category: 'Best Practices',
  tags: ['ransomware', 'backups', 'incident response', 'StopRansomware', 'tabletop exercise'],
  publishedDaysAgo: 150,
  featured: false,
  content: `
<p>K12 SIX's review of publicly disclosed K-12 cyber incidents in 2021 found that ransomware was the most common incident type that year, for the first time. K12 SIX has also cautioned that nobody has comprehensive data on K-12 incidents, and many are never disclosed, so treat any count as a floor. For a superintendent the practical question is not how common ransomware is, but how long the district would be without its systems if it happened next Monday.</p>

<p>Readiness comes down to three things: backups you have proven you can restore, a plan people have practiced, and decisions made in advance rather than in the first hour.</p>

<h2>What federal guidance asks for</h2>
<p>The <a href="https://www.cisa.gov/news-events/news/cisa-fbi-nsa-ms-isac-publish-updated-stopransomware-guide">#StopRansomware Guide</a> began in 2020 as a guide from CISA and the MS-ISAC; the FBI and the NSA joined them for the 2023 update, published through the Joint Ransomware Task Force. Part 1 covers prevention best practices. Part 2 is a response checklist organized into detection and analysis, containment and eradication, and recovery and post-incident activity. It is free, and it is the right document to hand your IT lead or managed service provider.</p>
<p>CISA's ransomware guidance keeps coming back to the same core points:</p>
<ul>
  <li>Maintain <strong>offline, encrypted backups</strong> and <strong>test them regularly</strong>.</li>
  <li>Have an <strong>incident response and communications plan</strong>, and exercise it.</li>
  <li><strong>Fix vulnerabilities on internet-facing systems</strong> promptly.</li>
  <li><strong>Reduce the risk of phishing.</strong></li>
</ul>
<p>These line up with CISA's six priority steps for K-12 in its 2023 report <em>Protecting Our Future</em>.</p>

<h2>Backups: the questions to ask</h2>
<p>Many districts have backups. Fewer have backups that would survive an attacker who holds an administrator account, and fewer still know how long a full restore takes. Ask your IT lead:</p>
<ol>
  <li>Is at least one copy of critical data <strong>offline or immutable</strong>, so that it cannot be deleted or encrypted with the same credentials used to run the network?</li>
  <li>Are backups <strong>encrypted</strong>?</li>
  <li>What is covered? The student information system, finance and payroll, HR, special education files, file shares and the configuration of key systems, not just documents.</li>
  <li>For cloud services such as email and document storage, what does the provider retain, and do we have our own copy?</li>
  <li>When did we last <strong>restore</strong> a critical system, and how long did it take?</li>
</ol>
<p>The answer to the last question is your realistic recovery time. If it is "we have never tried," schedule a test restore this semester, then make it a quarterly habit, rotating through your critical systems. Quarterly is the pace CIS Safeguard 11.5 sets for testing data recovery, and a test each quarter can catch a backup broken by changes made since the last one.</p>

<h2>The plan: write it short, then practice it</h2>
<p>NIST's incident response guide, SP 800-61 Revision 3, finalized in April 2025, treats preparation as part of everyday governance and protection work, and feeds lessons from each incident back into improvement. For a small district, the plan itself can be a few pages:</p>
<ul>
  <li><strong>Who decides.</strong> Who can order systems taken offline, close buildings or move to paper processes?</li>
  <li><strong>Who to call</strong>, with after-hours numbers: IT lead or provider, superintendent, counsel, cyber insurer, the local FBI field office, and CISA.</li>
  <li><strong>How to communicate</strong> with staff and families if district email and phones are down. Keep printed contact lists.</li>
  <li><strong>How school continues</strong>: attendance, dismissal, food service and payroll without the usual systems.</li>
</ul>
<p>Then run a one-hour tabletop exercise. Walk the cabinet through a scenario: Monday at 6 a.m., screens show a ransom note and the phone system is down. Expect to find gaps; finding them now, rather than during a real incident, is the point of the exercise.</p>

<h2>Decide the hard questions in advance</h2>
<p>The FBI does not advocate paying a ransom. In its 2019 guidance it noted that paying does not guarantee you will get your data back and emboldens criminals, and it asked victims to report incidents to IC3 or a field office whether or not they pay. Discuss the district's position with your board, counsel and insurer before an incident.</p>
<p>Ransomware incidents can also involve data theft. If personal information is taken, state breach-notification laws may require notice to affected people and sometimes to the state attorney general. <em>This is general information, not legal advice; confirm your obligations with district counsel.</em></p>

<h2>The first hour</h2>
<ul>
  <li>Disconnect affected systems from the network, but do not wipe or rebuild them yet. Evidence matters for investigation and insurance.</li>
  <li>Call the numbers in the plan, starting with your insurer if the policy requires its approved responders.</li>
  <li>Report to the FBI through <a href="https://www.ic3.gov/">ic3.gov</a> or your field office.</li>
  <li>Know where federal reporting stands. Once CISA's final rule under the <a href="https://www.cisa.gov/topics/cyber-threats-and-advisories/information-sharing/cyber-incident-reporting-critical-infrastructure-act-2022-circia">Cyber Incident Reporting for Critical Infrastructure Act</a> (CIRCIA) takes effect, covered entities must report substantial incidents to CISA within 72 hours and ransom payments within 24 hours. CISA's <a href="https://www.federalregister.gov/documents/2024/04/04/2024-06526/cyber-incident-reporting-for-critical-infrastructure-act-circia-reporting-requirements">proposed rule</a> (89 FR 23644, April 4, 2024) would cover districts with 1,000 or more students; smaller districts would not be covered. As of November 2026 the final rule has not been issued: it had been expected in May 2026, and in March 2026 CISA said that postponing its town halls on the rule "will likely result in a delay to the issuance of the final rule." Until a final rule takes effect, reporting to CISA is voluntary; the final rule will say who is covered and when reporting starts.</li>
  <li>Start a written timeline of what was seen, done and decided.</li>
</ul>

<h2>Next steps</h2>
<h3>This week</h3>
<ul>
  <li>Ask the five backup questions above and write down the answers.</li>
</ul>
<h3>This semester</h3>
<ul>
  <li>Restore one critical system from backup and time it.</li>
  <li>Hold a tabletop exercise with the cabinet, using the #StopRansomware Guide's response checklist.</li>
</ul>
<h3>Before the next board meeting</h3>
<ul>
  <li>Report the tested recovery time for critical systems and the date of the last exercise.</li>
</ul>

<p>If you would like us to facilitate a tabletop exercise for your leadership team, you can schedule a free consultation.</p>
`,
  reviewedAt: '2026-11-28',
  updatedOn: '2026-11-28',
  sources: [
    k12six2022Report,
    k12sixStatistics2026,
    stopRansomwareNews,
    stopRansomwareGuide,
    cisaK12Report,
    nistSp80061r3,
    ic3RansomwarePsa,
    cisaCircia,
    circiaProposedRule,
    circiaRegulatoryAgenda,
    cisControls,
  ],
} satisfies SeedPost
