/**
 * `npm run soak` (docs/decisions/0023): the production build on a fresh embedded database with
 * the seed content and 5,000 leads, under a steady mix of what an instance serves for
 * SOAK_MINUTES (30 by default): cached public pages, with and without gzip, the blog API, PDFs,
 * the admin's lead lists and searches, and pages rendered for a signed-in admin (never cached).
 * Samples the server's resident memory every 30 s and fails when the last third of the run holds
 * more than 10% above the middle third (growth), or when any sample passes 300 MB. Writes
 * bench-results/soak.json.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { resourceDocuments } from '../content/resource-docs/index.ts'
import { ADMIN, seed } from './bench-leads.ts'
import { residentMb, startSeededServer } from './seeded-server.ts'

const root = path.resolve(import.meta.dirname, '..')
const minutes = Number(process.env.SOAK_MINUTES ?? 30)
const port = Number(process.env.SOAK_PORT ?? 3193)
const CONCURRENCY = 6
const RSS_CEILING_MB = 300
const GROWTH_LIMIT = 1.1

const name = 'soak'
await seed(root, name, { contacts: 5_000, downloads: 5_000, subscribers: 2_000, quizCompletions: 500 })
const server = await startSeededServer({ root, port, name, logLevel: 'error', keepData: true })
const rssMb = () => Math.round(residentMb(server.pid))

try {
  const { base } = server
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const admin = { authorization: `Bearer ${token}`, cookie: `sid=${token}` }
  const { posts } = (await (await fetch(`${base}/api/blog?limit=9`)).json()) as { posts: { slug: string }[] }
  const titles = Object.values(resourceDocuments).map((doc) => doc.title)
  const words = ['maplewood', 'dana', 'superintendent', 'prairie', 'it director', 'okafor', 'person12']
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!

  /** One request of the mix: [path, headers], weighted by how often an instance sees each. */
  const mix: [number, () => [string, Record<string, string>]][] = [
    [
      30,
      () => [
        pick(['/', '/pricing', '/blog', '/resources', '/cybersecurity-quiz', '/privacy']),
        { 'accept-encoding': 'gzip' },
      ],
    ],
    [10, () => [`/blog/${pick(posts).slug}`, { 'accept-encoding': 'gzip' }]],
    [5, () => [pick(['/', '/blog']), {}]],
    [10, () => [`/api/blog?page=${1 + Math.floor(Math.random() * 3)}&limit=9`, { 'accept-encoding': 'gzip' }]],
    [3, () => [`/api/resource-pdf/${encodeURIComponent(pick(titles))}`, {}]],
    [3, () => [`/api/blog/${pick(posts).slug}/pdf`, {}]],
    [8, () => [`/api/admin/contacts?pageSize=25&q=${encodeURIComponent(pick(words))}`, admin]],
    [4, () => [`/api/admin/leads/summary?q=${encodeURIComponent(pick(words))}`, admin]],
    [4, () => [pick(['/admin-contacts', '/admin-blog', '/', '/blog']), admin]],
  ]
  const total = mix.reduce((sum, [weight]) => sum + weight, 0)
  const next = () => {
    let roll = Math.random() * total
    for (const [weight, make] of mix) if ((roll -= weight) < 0) return make()
    return mix[0]![1]()
  }

  const endAt = Date.now() + minutes * 60_000
  const statuses = new Map<number, number>()
  let requests = 0
  const worker = async () => {
    while (Date.now() < endAt) {
      const [urlPath, headers] = next()
      const res = await fetch(`${base}${urlPath}`, { headers })
      await res.arrayBuffer()
      requests += 1
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
  }
  const samples: { minute: number; rssMb: number; requests: number }[] = [{ minute: 0, rssMb: rssMb(), requests: 0 }]
  console.log(`soak: ${minutes} min, ${CONCURRENCY} clients; resident memory at start ${samples[0]!.rssMb} MB`)
  const startedAt = Date.now()
  const sampler = setInterval(() => {
    const sample = { minute: Math.round((Date.now() - startedAt) / 6_000) / 10, rssMb: rssMb(), requests }
    samples.push(sample)
    console.log(`soak: ${sample.minute.toFixed(1)} min  ${sample.rssMb} MB  ${requests} requests`)
  }, 30_000)
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  clearInterval(sampler)

  const third = Math.floor(samples.length / 3)
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const middle = median(samples.slice(third, 2 * third).map((s) => s.rssMb))
  const last = median(samples.slice(2 * third).map((s) => s.rssMb))
  const max = Math.max(...samples.map((s) => s.rssMb))
  const result = {
    minutes,
    requests,
    statuses: Object.fromEntries(statuses),
    middleThirdMb: middle,
    lastThirdMb: last,
    maxMb: max,
    samples,
  }
  await fs.mkdir(path.join(root, 'bench-results'), { recursive: true })
  await fs.writeFile(path.join(root, 'bench-results', 'soak.json'), JSON.stringify(result, null, 2))
  console.log(
    `soak: ${requests} requests (${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}); resident memory median ${middle} MB in the middle third, ${last} MB in the last, max ${max} MB`,
  )
  const failures = [
    ...(last > middle * GROWTH_LIMIT ? [`memory grew: ${middle} MB → ${last} MB`] : []),
    ...(max > RSS_CEILING_MB ? [`memory reached ${max} MB (ceiling ${RSS_CEILING_MB} MB)`] : []),
    ...([...statuses.keys()].some((status) => status >= 500) ? ['server errors during the soak'] : []),
  ]
  if (failures.length > 0) {
    console.error(`soak failed: ${failures.join('; ')}`)
    process.exitCode = 1
  }
} finally {
  await server.stop()
}
