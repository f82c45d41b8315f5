/**
 * `npm run acr`: runs the axe checks of tests/e2e/accessibility.spec.ts in both Playwright projects
 * (desktop and phone) and writes docs/accessibility-conformance.md from their results: every page
 * and state checked, every rule applied, and what each found; the accessibility statement
 * (/accessibility) rests on it. Exits non-zero when a check found a violation or could not run (the
 * report is still written, to show what failed).
 *
 * It also writes the same run as an Accessibility Conformance Report in the VPAT 2.5 WCAG-edition
 * structure (scripts/acr/vpat.ts): docs/vpat.md, and public/accessibility-conformance-report.pdf,
 * a tagged PDF printed by Chromium and linked from /accessibility. For that it runs, beside the
 * axe checks, every test tagged with a WCAG criterion (`@wcag2.1.1`), in every project they belong to.
 *
 * `npm run acr -- --from DIR` skips the run and reads the JSON a previous run left in DIR.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { siteDefaults as site } from '../content/site.ts'
import { assess, html, markdown, type TestEvidence } from './acr/vpat.ts'
import { chromiumFlags, testChromium } from './chromium.ts'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'docs', 'accessibility-conformance.md')
const vpatOut = path.join(root, 'docs', 'vpat.md')
const pdfOut = path.join(root, 'public', 'accessibility-conformance-report.pdf')
const spec = 'tests/e2e/accessibility.spec.ts'
const testsJson = 'playwright-results.json'

/** The spec files with a test tagged with a WCAG criterion. */
async function taggedSpecs(): Promise<string[]> {
  const files = await fs.readdir(path.join(root, 'tests', 'e2e'), { recursive: true })
  const tagged: string[] = []
  for (const file of files.filter((f) => f.endsWith('.spec.ts')).sort()) {
    const source = await fs.readFile(path.join(root, 'tests', 'e2e', file), 'utf8')
    if (/'@wcag\d/.test(source)) tagged.push(path.posix.join('tests/e2e', file.split(path.sep).join('/')))
  }
  return tagged
}

type Outcome = 'passes' | 'violations' | 'incomplete' | 'inapplicable'
interface Check {
  state: string
  url: string
  project: string
  viewport: { width: number; height: number } | null
  axeVersion: string
  tags: string[]
  at: number
  rules: Record<string, { outcome: Outcome; help: string; tags: string[]; nodes: number }>
  incomplete: { id: string; targets: string[] }[]
}

const fromIndex = process.argv.indexOf('--from')
let dir = fromIndex > 0 ? path.resolve(process.argv[fromIndex + 1] ?? '') : ''
let testsPassed = true
if (!dir) {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'acr-'))
  const build = spawnSync(process.execPath, ['scripts/ensure-build.ts'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('the build failed')
  const specs = [...new Set([spec, ...(await taggedSpecs())])]
  const run = spawnSync(
    path.join(root, 'node_modules', '.bin', 'playwright'),
    // The axe checks and the tagged journeys, one at a time: --no-deps keeps a project from
    // running the whole of the projects it follows in a full run.
    [
      'test',
      ...specs,
      ...['desktop', 'phone', 'isolated', 'leads-desktop'].map((p) => `--project=${p}`),
      '--no-deps',
      '--workers=1',
      '--reporter=line,json',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ACR_DIR: dir, PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(dir, testsJson) },
    },
  )
  testsPassed = run.status === 0
}

const checks: Check[] = []
for (const file of (await fs.readdir(dir)).filter((f) => f.endsWith('.json') && f !== testsJson))
  checks.push(JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as Check)
if (!checks.length) throw new Error(`no axe results in ${dir}: did ${spec} run with ACR_DIR set?`)
checks.sort((a, b) => a.at - b.at)

const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim()
const commit = git('rev-parse', '--short=12', 'HEAD')
const branch = git('rev-parse', '--abbrev-ref', 'HEAD')
const dirty = git('status', '--porcelain', '--untracked-files=no')
  .split('\n')
  .filter((line) => line && !line.endsWith('docs/accessibility-conformance.md')).length
const today = new Date().toISOString().slice(0, 10)

const projects = [...new Set(checks.map((c) => c.project))]
const states = [...new Set(checks.map((c) => c.state))]
const ruleIds = [...new Set(checks.flatMap((c) => Object.keys(c.rules)))].sort()
const count = (c: Check, outcome: Outcome) => Object.values(c.rules).filter((r) => r.outcome === outcome).length
const violations = checks.reduce((n, c) => n + count(c, 'violations'), 0)

/** axe tags such as wcag143 and wcag1410 name WCAG success criteria 1.4.3 and 1.4.10. */
function criteria(tags: string[]): string {
  const numbers = tags.flatMap((t) => {
    const m = /^wcag(\d)(\d)(\d+)$/.exec(t)
    return m ? [`${m[1]}.${m[2]}.${m[3]}`] : []
  })
  const level = tags.some((t) => /^wcag2\d?aa$/.test(t)) ? 'AA' : tags.some((t) => /^wcag2\d?a$/.test(t)) ? 'A' : ''
  return [numbers.join(', '), level && `(${level})`].filter(Boolean).join(' ') || '—'
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
const viewport = (c: Check) => (c.viewport ? `${c.viewport.width} × ${c.viewport.height}` : '')
const viewports = projects.map((p) => {
  const c = checks.find((x) => x.project === p)!
  return `${p} (${viewport(c)})`
})
/** Some states exist at one viewport only (the mobile menu on the phone), so checks ≠ states × viewports. */
const projectsOf = (state: string) => projects.filter((p) => checks.some((c) => c.state === state && c.project === p))
const everywhere = states.filter((s) => projectsOf(s).length === projects.length)
const partly = new Map<string, string[]>()
for (const s of states.filter((x) => !everywhere.includes(x))) {
  const where = projectsOf(s).join(' and ')
  partly.set(where, [...(partly.get(where) ?? []), s])
}
const scope = [
  `${everywhere.length} pages and states × ${projects.length} viewports (${viewports.join(', ')})`,
  ...[...partly].map(
    ([where, list]) => `plus ${list.length} state${list.length === 1 ? '' : 's'} on ${where} only (${list.join('; ')})`,
  ),
].join(', ')

const lines: string[] = []
const push = (...l: string[]) => lines.push(...l)

push(
  '# Accessibility conformance report',
  '',
  '<!-- Written by `npm run acr` (scripts/acr.ts). Do not edit by hand: run it again. -->',
  '',
  `Generated on ${today} from commit \`${commit}\` (branch \`${branch}\`${dirty ? `, with ${dirty} uncommitted change${dirty === 1 ? '' : 's'}` : ''}).`,
  `Standard: WCAG 2.1 Level A and AA, as far as automated rules can check it: axe-core ${checks[0]!.axeVersion}, rules tagged ${checks[0]!.tags.map((t) => `\`${t}\``).join(', ')}.`,
  '',
  `**${violations} violation${violations === 1 ? '' : 's'}** in ${checks.length} checks: ${scope}; ${ruleIds.length} rules.`,
  '',
  '## How this report is made',
  '',
  `1. \`npm run acr\` builds the site if it is out of date and runs \`${spec}\` with Playwright in the`,
  '   desktop and phone projects (`playwright.config.ts`), against the production build on a fresh database.',
  '2. Each test opens a page, brings it to a state (a dialog open, a form showing its errors, a quiz step,',
  '   an admin screen signed in) and runs axe-core with the WCAG 2.1 A and AA rules. Because `ACR_DIR` is',
  '   set, it also saves the full result of every check as JSON.',
  '3. `scripts/acr.ts` reads those files and writes this report. `npm run acr -- --from DIR` rebuilds the',
  '   report from the JSON of an earlier run.',
  '',
  'The same tests run without `ACR_DIR` in `npm test` (and so in CI), where any violation fails the build;',
  'this report is the readable record of one such run, not a separate check.',
  '',
  'What the columns mean: **passed**, the rule applied and every element it looked at passed; **needs',
  'review**, axe could not decide (often text contrast over a gradient or an image) and a person should',
  'look; **not applicable**, the page has nothing that rule checks; **violations**, elements that failed.',
  '',
  'What it does not cover: the WCAG criteria no program can judge (whether alternative text and labels',
  'are meaningful, whether the reading and focus order make sense, captions, clear error suggestions),',
  'the downloadable PDFs, and other sites the pages link to. The keyboard journeys',
  '(`tests/e2e/keyboard.desktop.spec.ts`, `navigation.spec.ts`, `mobile-menu.phone.spec.ts`) and the anchor test',
  '(`anchors.desktop.spec.ts`, `anchors.phone.spec.ts`) cover some of those by behaviour; the public statement at `/accessibility`',
  '(`app/routes/accessibility.tsx`) lists the known limitations.',
  '',
  '## Pages and states checked',
  '',
  '| Page or state | URL | Viewport | Passed | Needs review | Not applicable | Violations |',
  '|---|---|---|---:|---:|---:|---:|',
)
for (const state of states) {
  for (const c of checks.filter((x) => x.state === state)) {
    push(
      `| ${cell(state)} | \`${cell(c.url)}\` | ${c.project} | ${count(c, 'passes')} | ${count(c, 'incomplete')} | ${count(c, 'inapplicable')} | ${count(c, 'violations')} |`,
    )
  }
}

push(
  '',
  '## Rules checked',
  '',
  `Each count is a number of checks (page or state, at one viewport) out of ${checks.length}.`,
  '',
  '| Rule | WCAG | What it checks | Passed | Needs review | Not applicable | Violations |',
  '|---|---|---|---:|---:|---:|---:|',
)
for (const id of ruleIds) {
  const seen = checks.map((c) => c.rules[id]).filter((r) => r !== undefined)
  const n = (outcome: Outcome) => seen.filter((r) => r.outcome === outcome).length
  const { help, tags } = seen[0]!
  push(
    `| \`${id}\` | ${criteria(tags)} | ${cell(help)} | ${n('passes')} | ${n('incomplete')} | ${n('inapplicable')} | ${n('violations')} |`,
  )
}

const review = checks.flatMap((c) => c.incomplete.map((i) => ({ ...i, state: c.state, project: c.project })))
push('', '## Needs review', '')
if (!review.length) push('axe left nothing undecided.')
else {
  push('Elements axe could not decide on, for a person to check:', '')
  for (const r of review)
    push(`- \`${r.id}\` on ${r.state} (${r.project}): ${r.targets.map((t) => `\`${cell(t)}\``).join(', ')}`)
}
if (violations) {
  push('', '## Violations', '')
  for (const c of checks)
    for (const [id, r] of Object.entries(c.rules))
      if (r.outcome === 'violations') push(`- \`${id}\` on ${c.state} (${c.project}): ${r.nodes} element(s). ${r.help}`)
}

await fs.writeFile(out, `${lines.join('\n')}\n`)
console.log(
  `wrote ${path.relative(root, out)}: ${checks.length} checks, ${ruleIds.length} rules, ${violations} violations`,
)

// The VPAT: the same checks, and the tagged tests as Playwright reported them.
interface JsonSuite {
  suites?: JsonSuite[]
  specs?: { title: string; tags: string[]; tests: { projectName: string; status: string }[] }[]
}
const tests: TestEvidence[] = []
const walk = (suite: JsonSuite) => {
  for (const s of suite.suites ?? []) walk(s)
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests)
      tests.push({
        title: spec.title,
        project: t.projectName,
        tags: spec.tags.map((tag) => (tag.startsWith('@') ? tag : `@${tag}`)),
        status:
          t.status === 'skipped' ? 'skipped' : t.status === 'expected' || t.status === 'flaky' ? 'passed' : 'failed',
      })
}
walk(JSON.parse(await fs.readFile(path.join(dir, testsJson), 'utf8')) as JsonSuite)
const wcagTests = tests.filter((t) => t.tags.some((tag) => /^@wcag\d/.test(tag)))
const rows = assess(checks, wcagTests)
const meta = {
  businessName: site.businessName,
  email: site.email,
  date: today,
  commit: dirty ? `${commit} (with uncommitted changes)` : commit,
  checks: checks.length,
  viewports: viewports.join(' and '),
  axeVersion: checks[0]!.axeVersion,
  htmlcsStandard: 'WCAG2AA',
  tests: new Set(wcagTests.map((t) => t.title)).size,
  reducedMotion: [
    ...new Set(
      wcagTests.filter((t) => t.tags.includes('@wcag2.3.3') && t.status === 'passed').map((t) => `“${t.title}”`),
    ),
  ].join('; '),
}
await fs.writeFile(vpatOut, markdown(rows, meta))
const browser = await chromium.launch({
  executablePath: testChromium.path,
  env: { ...process.env, ...testChromium.env },
  args: chromiumFlags,
})
try {
  const page = await browser.newPage()
  await page.setContent(html(rows, meta))
  await fs.mkdir(path.dirname(pdfOut), { recursive: true })
  await fs.writeFile(
    pdfOut,
    await page.pdf({
      format: 'Letter',
      tagged: true,
      outline: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: `<div style="font: 8px system-ui, sans-serif; width: 100%; padding: 0 16mm; display: flex; justify-content: space-between; color: #475569"><span>${site.businessName}: Accessibility Conformance Report, ${today}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
    }),
  )
} finally {
  await browser.close()
}
const levels = Object.entries(Object.groupBy(rows, (r) => r.conformance)).map(
  ([level, list]) => `${list!.length} ${level}`,
)
console.log(`wrote ${path.relative(root, vpatOut)} and ${path.relative(root, pdfOut)}: ${levels.join(', ')}`)
const unevaluated = rows.filter((r) => r.conformance === 'Not Evaluated' || r.conformance === 'Does Not Support')
if (unevaluated.length)
  console.error(`not supported or not evaluated: ${unevaluated.map((r) => r.criterion.id).join(', ')}`)

if (!testsPassed || violations || unevaluated.length) process.exitCode = 1
