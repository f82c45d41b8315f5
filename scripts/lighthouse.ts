/**
 * Lighthouse CI budgets (README, Performance; docs/decisions/0019): starts the production build on
 * a fresh embedded database with the seed content, then audits the public pages with Debian's
 * Chromium (mobile preset) and fails when a budget is missed. `npm run lighthouse`; reports land in
 * .lighthouseci/ (git-ignored).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { chromiumFlags, chromiumPath } from './chromium.ts'
import { startSeededServer } from './seeded-server.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.LH_PORT ?? 3190)
const { base, dataDir, stop } = await startSeededServer({ root, port, name: 'lighthouse' })

try {
  const { posts } = (await (await fetch(`${base}/api/blog?limit=1`)).json()) as { posts: { slug: string }[] }
  const urls = [
    '/',
    '/pricing',
    '/cybersecurity-quiz',
    '/resources',
    '/blog',
    `/blog/${posts[0]!.slug}`,
    '/accessibility',
  ].map((p) => `${base}${p}`)

  const chromeFlags = ['--headless=new', ...chromiumFlags].join(' ')
  // The budgets (README, Performance); a miss fails CI.
  // Three runs per page; each budget holds for the median run, so one noisy run neither passes
  // nor fails the build.
  const median = { aggregationMethod: 'median' }
  const budget = {
    // 0.85 for now (decision 19): the scores follow the machine's load, not the code. The build
    // from before the drop scores as low as today's when both run side by side on one machine.
    'categories:performance': ['error', { minScore: 0.85, ...median }],
    'categories:accessibility': ['error', { minScore: 1, ...median }],
    'categories:best-practices': ['error', { minScore: 1, ...median }],
    'categories:seo': ['error', { minScore: 1, ...median }],
  }
  const config = {
    ci: {
      collect: {
        url: urls,
        numberOfRuns: 3,
        chromePath: chromiumPath,
        settings: { chromeFlags, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      },
      assert: {
        assertMatrix: [
          { matchingUrlPattern: '.*', assertions: budget },
          // JavaScript a visitor downloads on the home page (bytes transferred, Brotli).
          {
            matchingUrlPattern: `^${base}/$`,
            assertions: { 'resource-summary:script:size': ['error', { maxNumericValue: 120 * 1024, ...median }] },
          },
        ],
      },
      upload: { target: 'filesystem', outputDir: path.join(root, '.lighthouseci') },
    },
  }
  const configFile = path.join(dataDir, 'lighthouserc.json')
  await fs.writeFile(configFile, JSON.stringify(config, null, 2))
  const lhci = path.join(root, 'node_modules', '.bin', 'lhci')
  const run = (step: string) =>
    spawnSync(lhci, [step, `--config=${configFile}`], { cwd: root, stdio: 'inherit' }).status === 0
  if (!run('collect')) throw new Error('Lighthouse could not audit the pages')
  const passed = run('assert')
  run('upload') // the reports and the summary below, whether or not a budget was missed
  if (!passed) process.exitCode = 1

  const manifest = JSON.parse(
    await fs.readFile(path.join(root, '.lighthouseci', 'manifest.json'), 'utf8').catch(() => '[]'),
  ) as { url: string; isRepresentativeRun: boolean; jsonPath: string; summary: Record<string, number> }[]
  const percent = (n: number | undefined) => Math.round((n ?? 0) * 100)
  // Lighthouse's own measure of how fast the machine was during each run (higher is faster): the
  // simulated phone multiplies the CPU time it observes, so a busy machine lowers the performance
  // score with no change in the site (decision 19).
  const benchmarkIndex = async (jsonPath: string) =>
    Math.round(
      (JSON.parse(await fs.readFile(jsonPath, 'utf8')) as { environment: { benchmarkIndex: number } }).environment
        .benchmarkIndex,
    )
  for (const url of new Set(manifest.map((r) => r.url))) {
    const runs = manifest.filter((r) => r.url === url)
    const s = runs.find((r) => r.isRepresentativeRun)?.summary ?? runs[0]!.summary
    const speeds = await Promise.all(runs.map((r) => benchmarkIndex(r.jsonPath).catch(() => '?')))
    console.log(
      `${url.replace(base, '') || '/'}  performance ${percent(s.performance)} (runs ${runs.map((r) => percent(r.summary.performance)).join('/')}, machine speed ${speeds.join('/')})  accessibility ${percent(s.accessibility)}  best-practices ${percent(s['best-practices'])}  seo ${percent(s.seo)}`,
    )
  }
} finally {
  await stop()
}
