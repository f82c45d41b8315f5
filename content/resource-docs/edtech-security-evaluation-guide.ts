import {
  cisaK12Report,
  cisControls,
  commonSensePrivacy,
  coppaRule,
  ferpaRegulations,
  ftcCoppaFaq,
  k12six2022Report,
  ndpa,
  ndpaStateAlliances,
  ppraStatute,
  trustedAppsRubric,
} from '../sources.ts'
import type { ResourceDocument } from '../types.ts'

export default {
  title: 'EdTech Security Evaluation Guide',
  subtitle:
    'A repeatable review for new apps and online services: steps, a vendor questionnaire, legal checkpoints and agreement must-haves',
  intro: [
    'Teachers find useful apps faster than any district can review them, and each app that holds student information extends the district\u2019s responsibility to another company\u2019s systems. This guide gives technology directors, curriculum leaders and principals in smaller districts a review process that fits a small staff: a short intake, a standard questionnaire, a check against FERPA, COPPA and PPRA, and a signed data-sharing agreement before students use the app.',
    'How to use this document: run every new app request through the steps in order, send the vendor questionnaire, and record the decision in the table at the end so the district has an approved-app list it can publish for staff and families. Apps already in use can be reviewed the same way, starting with those that hold the most student data. This guide is general guidance, not legal advice; confirm contract terms and legal questions with district counsel.',
  ],
  sections: [
    {
      heading: 'Why Vendor Review Matters',
      blocks: [
        {
          kind: 'paragraph',
          text: 'According to K12 SIX\u2019s 2022 Year in Review, 55% of publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors rather than at districts themselves. CISA\u2019s 2023 report on K-12 cybersecurity urged districts to demand that vendors turn on security controls, such as multi-factor authentication (MFA) for administrator accounts, by default. CIS Critical Security Controls v8.1 also gives vendors a control of their own, Control 15, Service Provider Management.',
        },
        {
          kind: 'paragraph',
          text: 'Outside ratings can save time but do not replace a district review. The 1EdTech TrustEd Apps program rates app privacy policies and terms against a member-built rubric covering data collected, security and third-party sharing; its seal indicates a baseline only, so read the detailed results. The Common Sense Privacy Program\u2019s full evaluations check edtech privacy policies against more than 150 questions grounded in federal and state law; its basic evaluations use a 35-question subset. Treat any rating, seal or vendor pledge as a starting point; the district\u2019s own review is what decides.',
        },
      ],
    },
    {
      heading: 'Steps to Evaluate a New App',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              text: 'Submit a request naming the app, the grades and courses, the instructional purpose, and whether students will create accounts or upload work.',
              owner: 'Requesting teacher',
            },
            {
              text: 'Check whether an approved app already meets the need. Fewer apps means fewer agreements to manage and less data spread across vendors.',
              owner: 'Technology coordinator',
            },
            {
              text: 'Identify what student and staff data the app collects, including data gathered automatically such as device identifiers, location, voice or images.',
              owner: 'IT',
            },
            {
              text: 'Look up the app in the 1EdTech TrustEd Apps Directory, the Common Sense Privacy Program and your state\u2019s data privacy alliance, and note any existing signed agreement the district could adopt.',
              owner: 'IT',
            },
            {
              text: 'Send the vendor questionnaire below and review the answers with the privacy policy and terms of service.',
              owner: 'IT',
            },
            {
              text: 'Check the legal conditions in the next section: FERPA school-official conditions, COPPA school consent, PPRA and any state student-privacy law.',
              owner: 'Privacy lead or counsel',
            },
            {
              text: 'Negotiate and sign a data-sharing agreement before any student data is shared. Only designated administrators may accept vendor terms on the district\u2019s behalf.',
              owner: 'Superintendent or designee',
            },
            {
              text: 'Set up the app securely: single sign-on where available, MFA for administrator and teacher accounts, the least data needed in rostering, and sharing settings turned off by default.',
              owner: 'IT',
            },
            {
              text: 'Record the decision, add approved apps to the published list, and tell families which services their children use.',
              owner: 'Technology coordinator',
            },
            {
              text: 'Review each app at contract renewal, and at the end of use confirm in writing that the vendor has deleted or returned district data.',
              owner: 'IT',
            },
          ],
        },
      ],
    },
    {
      heading: 'Legal Checkpoints',
      blocks: [
        {
          kind: 'paragraph',
          text: 'FERPA school-official conditions. A vendor may receive student records without parent consent under the school-official exception only if it meets all three conditions in 34 CFR 99.31(a)(1)(i)(B): it performs a service or function the district would otherwise use its own staff for; it is under the district\u2019s direct control with respect to the use and maintenance of the records; and it is bound by the redisclosure limits in 34 CFR 99.33. The district must also use reasonable access controls so that people reach only the records they have a legitimate educational interest in.',
        },
        {
          kind: 'paragraph',
          text: 'COPPA school consent. The Federal Trade Commission\u2019s guidance on COPPA and schools says a school may consent on a parent\u2019s behalf only where the operator collects children\u2019s personal information for the use and benefit of the school and for no other commercial purpose. The operator must still give the school all the notices the rule requires. The FTC suggests that approval happen at the district level rather than teacher by teacher, and that schools tell parents which online services they use.',
        },
        {
          kind: 'paragraph',
          text: 'Amended COPPA rule. The FTC approved amendments on January 16, 2025; they were published in the Federal Register on April 22, 2025, took effect on June 23, 2025, and required compliance by April 22, 2026. Among the changes: separate parental consent for disclosures to third parties that are not integral to the service, such as targeted advertising; biometric identifiers are now personal information; operators need a written information security program; and operators need a data-retention policy and may not keep data indefinitely. The final rule did not adopt the proposed provisions that would have written school-authorized consent into the rule, so rely on the FTC\u2019s schools guidance described above and confirm current interpretation with counsel.',
        },
        {
          kind: 'paragraph',
          text: 'PPRA. The Protection of Pupil Rights Amendment (20 U.S.C. 1232h) requires parental consent before students take a required survey funded by the U.S. Department of Education that asks about any of eight protected areas: political affiliations or beliefs; mental or psychological problems; sex behavior or attitudes; illegal, anti-social, self-incriminating or demeaning behavior; critical appraisals of close family members; legally recognized privileged relationships; religious practices or beliefs; and income. It also requires notice and an opportunity to opt out for other surveys on these areas and for the use of student information for marketing. Check any app that includes surveys, check-ins or questionnaires.',
        },
        {
          kind: 'decision',
          question:
            'Will the vendor use student data for anything other than providing the service to the district, such as advertising, building profiles or marketing?',
          branches: [
            {
              answer: 'Yes',
              action:
                'The district cannot consent for parents under COPPA for those purposes, and PPRA notice and opt-out may apply to marketing uses. Ask the vendor to turn the use off by contract; if it will not, do not approve the app.',
            },
            { answer: 'No', action: 'Confirm the answer in the data-sharing agreement and continue the review.' },
          ],
        },
        {
          kind: 'decision',
          question:
            'Will the vendor sign the district\u2019s data-sharing agreement or an equivalent standard agreement?',
          branches: [
            {
              answer: 'Yes',
              action:
                'Review the agreement against the must-haves below, sign it, and file it with the approval record.',
            },
            {
              answer: 'Only its own terms',
              action:
                'Compare its terms with the must-haves. Approve only if each must-have is met; otherwise ask for an addendum or decline.',
            },
            {
              answer: 'No',
              action: 'Do not approve the app for use with student data. Offer the teacher an approved alternative.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Vendor Security Questionnaire',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Send these questions with every new request and at renewal. Ask for written answers, and mark each as acceptable, not acceptable or needing follow-up.',
        },
        {
          kind: 'table',
          columns: ['Question', 'Vendor answer', 'Acceptable?'],
          rows: [
            ['What student and staff data does the product collect, and why is each item needed?', '', ''],
            [
              'Do you use student data for any purpose other than providing the service to the district, including advertising, profiling or product marketing?',
              '',
              '',
            ],
            [
              'Which third parties receive student data, and for what purpose? Will you notify us before adding new ones?',
              '',
              '',
            ],
            ['Do you collect biometric identifiers such as voice recordings, face images or fingerprints?', '', ''],
            ['Where is the data stored and processed, and who at your company can access it?', '', ''],
            ['Is data encrypted in transit and at rest?', '', ''],
            ['Do you support single sign-on with our identity provider?', '', ''],
            ['Is MFA available for administrator and teacher accounts, and is it on by default?', '', ''],
            ['Do you have a written information security program? Will you share a summary?', '', ''],
            [
              'Has an independent party assessed your security in the last year? Will you share the results or a summary?',
              '',
              '',
            ],
            [
              'How quickly will you notify the district of a security incident involving our data, and what will you tell us?',
              '',
              '',
            ],
            [
              'What is your data-retention policy? When and how is district data deleted when the contract ends, and will you confirm deletion in writing?',
              '',
              '',
            ],
            ['Can the district export its data, and delete an individual student\u2019s data on request?', '', ''],
            [
              'How do you support parent requests to review or correct their child\u2019s records through the district?',
              '',
              '',
            ],
            ['Does the product ask students survey questions in any PPRA-protected area?', '', ''],
            [
              'Will you sign our data-sharing agreement, or the Student Data Privacy Consortium National Data Privacy Agreement with our state\u2019s terms?',
              '',
              '',
            ],
          ],
          emptyRows: 2,
        },
      ],
    },
    {
      heading: 'Data-Sharing Agreement Must-Haves',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Student Data Privacy Consortium (SDPC), a special-interest group of the nonprofit Access 4 Learning Community, released the National Data Privacy Agreement (NDPA) in 2020, and on November 11, 2020 seven state data privacy alliances recommended it. It combines standardized clauses with state-specific terms, and some vendors offer a general offer of terms (Exhibit E) that lets other districts adopt an agreement already signed with one district. Whatever form you use, confirm it contains the items below.',
        },
        {
          kind: 'checklist',
          items: [
            'Student data is used only to provide the service the district contracted for.',
            'The district keeps direct control over the use and maintenance of student records, and the data remains the district\u2019s.',
            'The vendor is bound by FERPA redisclosure limits and may not sell student data or use it for targeted advertising.',
            'Any subcontractors that receive data are listed and bound by the same terms.',
            'The vendor maintains a written security program with specific safeguards, such as encryption and access controls.',
            'The vendor notifies the district of any incident involving district data within a stated time and cooperates with the district\u2019s response.',
            'Data is deleted or returned at the end of the contract, or on request, and deletion is confirmed in writing.',
            'The vendor supports parent and eligible student requests to review and correct records through the district.',
            'The vendor complies with COPPA, including giving the district the notices the rule requires.',
            'State student-privacy law terms are included where your state requires them.',
            'The agreement cannot be changed by updating an online policy without the district\u2019s written consent.',
          ],
        },
      ],
    },
    {
      heading: 'Record of Decisions',
      blocks: [
        {
          kind: 'table',
          columns: [
            'App or service',
            'Data collected',
            'Agreement signed (date)',
            'Approved for',
            'Approved by',
            'Next review',
          ],
          rows: [],
          emptyRows: 8,
        },
      ],
    },
  ],
  reviewedAt: '2026-11-29',
  sources: [
    ferpaRegulations,
    coppaRule,
    ftcCoppaFaq,
    ppraStatute,
    k12six2022Report,
    cisaK12Report,
    ndpa,
    ndpaStateAlliances,
    trustedAppsRubric,
    commonSensePrivacy,
    cisControls,
  ],
} satisfies ResourceDocument
