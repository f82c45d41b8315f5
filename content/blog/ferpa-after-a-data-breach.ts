import {
  ferpa2008FinalRule,
  ferpaRegulations,
  ferpaStatute,
  ptacBreachChecklist,
  sppoComplaint,
  stateBreachLaws2018,
} from '../sources.ts'
import type { SeedPost, Source } from '../types.ts'

const studentPrivacySite: Source = {
  title: 'Protecting Student Privacy',
  publisher: 'U.S. Department of Education, Student Privacy Policy Office',
  url: 'https://studentprivacy.ed.gov/',
  date: '2026-11',
}

export default {
  title: 'After a Breach: What FERPA Requires, and What It Does Not',
  slug: 'ferpa-after-a-data-breach',
  excerpt:
    'FERPA has no breach-notification requirement. State breach laws, contracts and good practice fill that gap. What district leaders should know before an incident, not during one.',
  category: 'Compliance',
  tags: ['FERPA', 'data breach', 'notification', 'state law', 'student privacy'],
  publishedDaysAgo: 81,
  featured: false,
  content: `
<p>When student data is exposed, one of the first questions a superintendent hears is "What does FERPA require us to do?" The answer surprises many people: FERPA itself does not require you to notify anyone of a data breach. That does not mean you have no obligations. It means the obligations come from other places, and you need to know where before an incident, not during one.</p>

<p><em>This post is general information, not legal advice. Confirm your district's obligations with your district counsel.</em></p>

<h2>What FERPA covers</h2>
<p>The Family Educational Rights and Privacy Act (20 U.S.C. 1232g, with regulations at 34 CFR Part 99) protects <strong>education records</strong>: records directly related to a student and maintained by the district or by someone acting for it, in any medium. That includes records in the student information system, special education files, and student data held by vendors acting on your behalf.</p>
<p>FERPA gives parents, and students once they turn 18 or enroll in postsecondary education, rights to inspect records, request amendments and consent to most disclosures. It limits when the district may disclose personally identifiable information without consent.</p>

<h2>What FERPA does not do after a breach</h2>
<ul>
  <li><strong>No notification requirement.</strong> FERPA has no provision requiring a district to notify parents, students or the Department of Education of a data breach.</li>
  <li><strong>No prescribed safeguards.</strong> FERPA does not list specific security controls such as encryption or MFA.</li>
</ul>
<p>The Department of Education has nonetheless long urged schools to take reasonable measures to reduce the risk of unauthorized access, pointing to the "Safeguarding Recommendations" in the preamble to its 2008 FERPA rule (73 FR 74806, 74843). Its Privacy Technical Assistance Center (PTAC) published a Data Breach Response Checklist in September 2012 along with breach training materials, available through the <a href="https://studentprivacy.ed.gov/">Student Privacy Policy Office</a>.</p>

<h2>Where FERPA still matters</h2>
<p>A breach can reveal FERPA problems that existed before it. Two provisions deserve attention now:</p>
<ul>
  <li><strong>Access controls.</strong> Under 34 CFR 99.31(a)(1)(ii), a district must use reasonable methods, such as physical or technical access controls or an effective policy, so that school officials reach only the records in which they have a legitimate educational interest. If every staff account can open every student record, fix that.</li>
  <li><strong>Vendors as school officials.</strong> A vendor can receive records under the school-official exception only if it performs a function staff would otherwise do, is under the district's direct control regarding use and maintenance of the records, and is bound by FERPA's limits on redisclosure. Your contracts are how you show that control.</li>
</ul>
<p>Parents and eligible students can file complaints with the Department's Student Privacy Policy Office, which enforces FERPA. <a href="https://studentprivacy.ed.gov/file-a-complaint">Complaints are generally due within 180 days</a> of the alleged violation or of learning of it.</p>

<h2>Where notification duties actually come from</h2>
<h3>State breach-notification laws</h3>
<p>Every state, plus the District of Columbia, Guam, Puerto Rico and the U.S. Virgin Islands, has a data breach notification law. Alabama and South Dakota were the last states to enact one, in March 2018. These laws vary on points that matter to a district:</p>
<ul>
  <li><strong>Who must comply.</strong> Many apply to businesses; many also cover government agencies. Ask counsel whether yours covers public school districts.</li>
  <li><strong>What counts as personal information.</strong> Often a name combined with a Social Security number, driver's license number or financial account number. Staff payroll and HR data may trigger notice even when student data does not.</li>
  <li><strong>What counts as a breach</strong>, typically unauthorized acquisition of the data.</li>
  <li><strong>Timing, method and recipients of notice</strong>, sometimes including the state attorney general. As enacted, Alabama's law set a 45-day deadline plus notice to the Attorney General when more than 1,000 residents were affected; South Dakota's set 60 days.</li>
  <li><strong>Exemptions</strong>, commonly for encrypted data.</li>
</ul>
<h3>Other sources</h3>
<p>Your state may also have student-privacy statutes or state education agency rules that add duties. Your vendor contracts and data privacy agreements may require the vendor to notify you within a set time, and may say who notifies families. Your cyber insurance policy may require prompt notice to the insurer and use of its approved responders.</p>

<h2>Next steps</h2>
<h3>This week</h3>
<ul>
  <li>Ask counsel for a one-page summary of your state's breach-notification law as it applies to the district: who is covered, what data, what deadline, who gets notice.</li>
  <li>Put counsel's and your insurer's after-hours contact details in your incident response plan.</li>
</ul>
<h3>This semester</h3>
<ul>
  <li>Review your top vendor contracts for a breach-notice clause with a specific timeframe.</li>
  <li>Draft template notices to families and staff, reviewed by counsel, so you are editing rather than writing from scratch under pressure.</li>
  <li>Check who can open which student records in the SIS, and tighten access that has no legitimate educational interest behind it.</li>
</ul>
<h3>Before the next board meeting</h3>
<ul>
  <li>Brief the board on the difference between FERPA and state breach law, and on who in the district decides when and how families are notified.</li>
</ul>

<p>If you would like help mapping your notification obligations before you need them, you can schedule a free consultation with us.</p>
`,
  reviewedAt: '2026-11-23',
  sources: [
    ferpaStatute,
    ferpaRegulations,
    ferpa2008FinalRule,
    ptacBreachChecklist,
    studentPrivacySite,
    sppoComplaint,
    stateBreachLaws2018,
  ],
} satisfies SeedPost
