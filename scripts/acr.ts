/**
 * `npm run acr`: runs the axe checks of tests/e2e/accessibility.spec.ts in both Playwright projects
 * (desktop and phone) and writes docs/accessibility-conformance.md from their results: every page
 * and state checked, every rule applied, and what each found; the accessibility statement
 * (/accessibility) rests on it. Exits non-zero when a check found a violation or could not run (the
 * report is still written, to show what failed).
 *
 * `npm run acr -- --from DIR` skips the run and reads the JSON a previous run left in DIR.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'docs', 'accessibility-conformance.md')
const spec = 'tests/e2e/accessibility.spec.ts'

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
  const run = spawnSync(
    path.join(root, 'node_modules', '.bin', 'playwright'),
    // Only the axe checks, one at a time: --no-deps keeps the phone project from running the whole
    // desktop project first (its dependency in a full run).
    ['test', spec, '--project=desktop', '--project=phone', '--no-deps', '--workers=1'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ACR_DIR: dir } },
  )
  testsPassed = run.status === 0
}

const checks: Check[] = []
for (const file of (await fs.readdir(dir)).filter((f) => f.endsWith('.json')))
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
if (!testsPassed || violations) process.exitCode = 1
