/**
 * The Accessibility Conformance Report in the structure of the ITI VPAT® 2.5, WCAG edition: the
 * level of each WCAG 2.1 A and AA criterion decided from one test run (axe and HTML_CodeSniffer on
 * every page and state, the Playwright journeys tagged with the criterion) and the review notes of
 * wcag21.ts. Written as Markdown (docs/) and as HTML, which scripts/acr.ts prints to a tagged PDF.
 */
import { criteria, reviewed, type Criterion } from './wcag21.ts'

export interface CheckEvidence {
  state: string
  project: string
  rules: Record<string, { outcome: 'passes' | 'violations' | 'incomplete' | 'inapplicable'; tags: string[] }>
  htmlcs?: { standard: string; errors: string[]; criteria?: Record<string, [number, number, number]> }
  probe?: { media: number; audio: number }
}

export interface TestEvidence {
  title: string
  project: string
  tags: string[]
  status: 'passed' | 'failed' | 'skipped'
}

export type Conformance = 'Supports' | 'Partially Supports' | 'Does Not Support' | 'Not Applicable' | 'Not Evaluated'

export interface Row {
  criterion: Criterion
  conformance: Conformance
  remarks: string[]
}

/** Criteria added in WCAG 2.1; the VPAT marks them so a reader comparing with 2.0 sees which. */
const new21 = new Set([
  '1.3.4',
  '1.3.5',
  '1.4.10',
  '1.4.11',
  '1.4.12',
  '1.4.13',
  '2.1.4',
  '2.5.1',
  '2.5.2',
  '2.5.3',
  '2.5.4',
  '4.1.3',
])

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

export function assess(checks: CheckEvidence[], tests: TestEvidence[]): Row[] {
  return criteria.map((criterion) => {
    const tag = `wcag${criterion.id.replace(/\./g, '')}`
    const rules = new Set<string>()
    let applied = 0
    const violations: string[] = []
    for (const check of checks) {
      let here = false
      for (const [id, rule] of Object.entries(check.rules)) {
        if (!rule.tags.includes(tag)) continue
        rules.add(id)
        if (rule.outcome !== 'inapplicable') here = true
        if (rule.outcome === 'violations') violations.push(`axe \`${id}\` on ${check.state} (${check.project})`)
      }
      if (here) applied += 1
    }
    const sniffed = checks.filter((c) => c.htmlcs?.criteria?.[criterion.id])
    const sniffErrors = checks.flatMap((c) =>
      (c.htmlcs?.criteria?.[criterion.id]?.[0] ?? 0) > 0 ? [`HTML_CodeSniffer on ${c.state} (${c.project})`] : [],
    )
    const tagged = tests.filter((t) => t.tags.includes(`@wcag${criterion.id}`) && t.status !== 'skipped')
    const failedTests = tagged.filter((t) => t.status === 'failed').map((t) => `test “${t.title}” (${t.project})`)
    const failures = [...violations, ...sniffErrors, ...failedTests]

    const remarks: string[] = []
    const evidence: string[] = []
    const passed = tagged.filter((t) => t.status === 'passed')
    if (passed.length) {
      const byTitle = new Map<string, string[]>()
      for (const t of passed) byTitle.set(t.title, [...(byTitle.get(t.title) ?? []), t.project])
      evidence.push(
        `Tested in Chromium by ${plural(byTitle.size, 'journey')}: ${[...byTitle]
          .map(([title, projects]) => `“${title.replace(/\s*@\S+/g, '')}” (${projects.join(', ')})`)
          .join('; ')}.`,
      )
    }
    if (rules.size && applied)
      evidence.push(
        `axe-core (${[...rules].sort().join(', ')}): applied on ${applied} of ${checks.length} pages and states checked, ${plural(violations.length, 'violation')}.`,
      )
    if (sniffed.length)
      evidence.push(
        `HTML_CodeSniffer ${checks[0]?.htmlcs?.standard ?? 'WCAG2AA'}: applied on ${sniffed.length} of ${checks.length} pages and states checked, ${sniffErrors.length ? `errors on ${sniffErrors.length}` : 'no errors'}.`,
      )

    let conformance: Conformance
    if (criterion.always) {
      conformance = 'Supports'
      remarks.push(criterion.always)
    } else if (failures.length) {
      conformance = 'Does Not Support'
      remarks.push(`Failed in this run: ${failures.join('; ')}.`)
    } else if (criterion.appliesTo && checks.every((c) => (c.probe?.[criterion.appliesTo!] ?? 0) === 0)) {
      conformance = 'Not Applicable'
      const what = criterion.appliesTo === 'audio' ? 'audio or video' : 'audio, video or embedded media'
      remarks.push(`The site has no ${what}: none of the ${checks.length} pages and states checked contains any.`)
    } else if (criterion.partial) {
      conformance = 'Partially Supports'
      remarks.push(criterion.partial)
    } else if (evidence.length || criterion.review) {
      conformance = 'Supports'
    } else {
      conformance = 'Not Evaluated'
      remarks.push('No test or review covers this criterion in this run.')
    }
    if (conformance !== 'Not Applicable') {
      if (criterion.review)
        remarks.push(`Reviewed by a person (${criterion.reviewedOn ?? reviewed}): ${criterion.review}`)
      remarks.push(...evidence)
    }
    return { criterion, conformance, remarks }
  })
}

export interface ReportMeta {
  businessName: string
  email: string
  date: string
  commit: string
  checks: number
  viewports: string
  axeVersion: string
  htmlcsStandard: string
  tests: number
  /** the passing tests of 2.3.3 (AAA), named, or '' when none ran */
  reducedMotion: string
}

interface Section {
  heading?: string
  level?: 2 | 3
  paragraphs?: string[]
  list?: string[]
  table?: { caption?: string; headers: string[]; rows: string[][] }
}

const terms: [Conformance, string][] = [
  [
    'Supports',
    'The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation.',
  ],
  ['Partially Supports', 'Some functionality of the product does not meet the criterion.'],
  ['Does Not Support', 'The majority of product functionality does not meet the criterion.'],
  ['Not Applicable', 'The criterion is not relevant to the product.'],
  [
    'Not Evaluated',
    'The product has not been evaluated against the criterion. This can only be used in WCAG Level AAA criteria.',
  ],
]

function sections(rows: Row[], meta: ReportMeta): { title: string; subtitle: string; body: Section[] } {
  const count = (c: Conformance) => rows.filter((r) => r.conformance === c).length
  const table = (level: 'A' | 'AA') => ({
    headers: ['Criteria', 'Conformance Level', 'Remarks and Explanations'],
    rows: rows
      .filter((r) => r.criterion.level === level)
      .map((r) => [
        `${r.criterion.id} ${r.criterion.name} (Level ${level}${new21.has(r.criterion.id) ? ', WCAG 2.1' : ''})`,
        r.conformance,
        r.remarks.join(' '),
      ]),
  })
  return {
    title: `${meta.businessName} Accessibility Conformance Report`,
    subtitle: 'WCAG Edition (Based on VPAT® Version 2.5)',
    body: [
      {
        list: [
          `**Name of Product/Version:** ${meta.businessName} website, public pages and administration, commit ${meta.commit}`,
          `**Report Date:** ${meta.date}`,
          '**Product Description:** The public website of a cybersecurity consultancy for K-12 school districts (services, pricing, resources, a cybersecurity quiz, the blog, consultation and download forms) and the signed-in administration where the consultant writes the blog and works leads.',
          `**Contact Information:** ${meta.email}`,
          `**Notes:** Generated by \`npm run acr\` from one test run on ${meta.date}: ${meta.checks} pages and states checked with two engines at ${meta.viewports}, and ${plural(meta.tests, 'behaviour test')} tagged with the criteria they prove. Summary: ${count('Supports')} Supports, ${count('Partially Supports')} Partially Supports, ${count('Does Not Support')} Does Not Support, ${count('Not Applicable')} Not Applicable${count('Not Evaluated') ? `, ${count('Not Evaluated')} Not Evaluated` : ''} of ${rows.length} Level A and AA criteria. Downloadable PDF documents and the sites the pages link to are outside this report.`,
          `**Evaluation Methods Used:** Automated: axe-core ${meta.axeVersion} (WCAG 2.1 A and AA rules) and HTML_CodeSniffer (${meta.htmlcsStandard}, the engine of pa11y) on every page, dialog, form error state, quiz step and signed-in admin screen, in Chromium. Behaviour: Playwright journeys by keyboard alone (public forms, the quiz, the resource dialog, admin sign-in with two-factor, working a lead, publishing a post), reflow at 320 px, orientation, text spacing, field contrast, consistent navigation, status messages. Manual: a person’s review of what no program decides, noted in each row with its date.`,
        ],
      },
      {
        heading: 'Applicable Standards/Guidelines',
        level: 2,
        paragraphs: [
          'This report covers the degree of conformance for the following accessibility standard/guidelines:',
        ],
        table: {
          headers: ['Standard/Guideline', 'Included In Report'],
          rows: [
            ['Web Content Accessibility Guidelines 2.0', 'Level A (Yes), Level AA (Yes), Level AAA (No)'],
            ['Web Content Accessibility Guidelines 2.1', 'Level A (Yes), Level AA (Yes), Level AAA (No)'],
            ['Web Content Accessibility Guidelines 2.2', 'Level A (No), Level AA (No), Level AAA (No)'],
          ],
        },
      },
      {
        heading: 'Terms',
        level: 2,
        paragraphs: ['The terms used in the Conformance Level information are defined as follows:'],
        list: terms.map(([term, meaning]) => `**${term}:** ${meaning}`),
      },
      {
        heading: 'WCAG 2.x Report',
        level: 2,
        paragraphs: [
          'Note: When reporting on conformance with the WCAG 2.x Success Criteria, they are scoped for full pages, complete processes, and accessibility-supported ways of using technology as documented in the WCAG 2.0 Conformance Requirements. WCAG 2.0 criteria are the same as those of WCAG 2.1 without the rows marked “WCAG 2.1”.',
        ],
      },
      { heading: 'Table 1: Success Criteria, Level A', level: 3, table: table('A') },
      { heading: 'Table 2: Success Criteria, Level AA', level: 3, table: table('AA') },
      {
        heading: 'Table 3: Success Criteria, Level AAA',
        level: 3,
        paragraphs: [
          `Notes: Level AAA is not claimed and was not evaluated.${meta.reducedMotion ? ` One AAA behaviour is tested: with reduced motion asked for (2.3.3 Animation from Interactions), nothing scrolls smoothly, spins or fades (${meta.reducedMotion}).` : ''}`,
        ],
      },
      {
        heading: 'Legal Disclaimer',
        level: 2,
        paragraphs: [
          `This report describes the website as built from commit ${meta.commit} and tested on ${meta.date}. It is generated from automated and behaviour tests and a person’s review, not by an outside auditor. Questions and problems: ${meta.email}. VPAT® is a registered service mark of the Information Technology Industry Council (ITI).`,
        ],
      },
    ],
  }
}

const mdCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function markdown(rows: Row[], meta: ReportMeta): string {
  const { title, subtitle, body } = sections(rows, meta)
  const out = [
    `# ${title}`,
    '',
    `**${subtitle}**`,
    '',
    '<!-- Written by `npm run acr` (scripts/acr.ts, scripts/acr/). Do not edit by hand: run it again. -->',
  ]
  for (const s of body) {
    if (s.heading) out.push('', `${'#'.repeat(s.level ?? 2)} ${s.heading}`)
    for (const p of s.paragraphs ?? []) out.push('', p)
    if (s.list) out.push('', ...s.list.map((item) => `- ${item}`))
    if (s.table)
      out.push(
        '',
        `| ${s.table.headers.join(' | ')} |`,
        `|${s.table.headers.map(() => '---').join('|')}|`,
        ...s.table.rows.map((r) => `| ${r.map(mdCell).join(' | ')} |`),
      )
  }
  return `${out.join('\n')}\n`
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** The little Markdown the sections use: **bold** and `code`. */
const inline = (text: string) =>
  escape(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/`([^`]+)`/g, '<code>$1</code>')

/** A self-contained HTML document (no scripts, no external files) for Chromium to print. */
export function html(rows: Row[], meta: ReportMeta): string {
  const { title, subtitle, body } = sections(rows, meta)
  const parts = [`<h1>${escape(title)}</h1>`, `<p class="subtitle">${escape(subtitle)}</p>`]
  for (const s of body) {
    if (s.heading) parts.push(`<h${s.level ?? 2}>${escape(s.heading)}</h${s.level ?? 2}>`)
    for (const p of s.paragraphs ?? []) parts.push(`<p>${inline(p)}</p>`)
    if (s.list) parts.push(`<ul>${s.list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`)
    if (s.table)
      parts.push(
        `<table><thead><tr>${s.table.headers.map((h) => `<th scope="col">${escape(h)}</th>`).join('')}</tr></thead><tbody>${s.table.rows
          .map(
            (r) =>
              `<tr><th scope="row">${inline(r[0]!)}</th>${r
                .slice(1)
                .map((c) => `<td>${inline(c)}</td>`)
                .join('')}</tr>`,
          )
          .join('')}</tbody></table>`,
      )
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>
  @page { size: Letter; margin: 18mm 16mm; }
  body { font: 10pt/1.45 system-ui, 'DejaVu Sans', sans-serif; color: #0f172a; }
  h1 { font-size: 18pt; margin: 0 0 2pt; } .subtitle { font-size: 12pt; margin: 0 0 12pt; color: #1d41ad; }
  h2 { font-size: 13pt; margin: 16pt 0 6pt; } h3 { font-size: 11pt; margin: 12pt 0 6pt; }
  ul { padding-left: 16pt; } li { margin: 3pt 0; }
  table { width: 100%; border-collapse: collapse; margin: 4pt 0 8pt; }
  th, td { border: 0.75pt solid #64748b; padding: 4pt 5pt; text-align: left; vertical-align: top; }
  thead th { background: #e2e8f0; } tbody th { font-weight: 600; width: 24%; } td:nth-child(2) { width: 13%; }
  tr { break-inside: avoid; } code { font-size: 9pt; }
</style></head><body>${parts.join('\n')}</body></html>`
}
