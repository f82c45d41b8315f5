import type { Source } from './types.ts'

/**
 * The accessibility statement (app/routes/accessibility.tsx): when it was written and reviewed, and
 * the rule and standard it cites. Checked like every document (content/content-freshness.test.ts).
 */
export const accessibilityStatement: { preparedAt: string; reviewedAt: string; sources: Source[] } = {
  preparedAt: '2026-11-23',
  reviewedAt: '2026-11-29',
  sources: [
    {
      title:
        'Nondiscrimination on the Basis of Disability; Accessibility of Web Information and Services of State and Local Government Entities, final rule, 89 FR 31320',
      publisher: 'U.S. Department of Justice, Federal Register',
      url: 'https://www.govinfo.gov/content/pkg/FR-2024-04-24/html/2024-07758.htm',
      date: '2024-04-24',
    },
    {
      title:
        'Extension of Compliance Dates for Nondiscrimination on the Basis of Disability; Accessibility of Web Information and Services of State and Local Government Entities, interim final rule, 91 FR 20902',
      publisher: 'U.S. Department of Justice, Federal Register',
      url: 'https://www.govinfo.gov/content/pkg/FR-2026-04-20/html/2026-07663.htm',
      date: '2026-04-20',
    },
    {
      title: 'Web Content Accessibility Guidelines (WCAG) 2.1',
      publisher: 'World Wide Web Consortium (W3C)',
      url: 'https://www.w3.org/TR/2018/REC-WCAG21-20180605/',
      date: '2018-06-05',
    },
  ],
}
