import { createHash } from 'node:crypto'
import type { SiteIdentity } from '#content/site.ts'
import { resourceDocuments } from '#content/resource-docs/index.ts'
import { resources } from '#content/resources.ts'
import type { BlogPost } from '#app/features/blog/post.ts'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import { PdfCache } from './pdf-cache.server.ts'
import { createRenderPool, type RenderPool } from './render-pool.server.ts'

export interface PdfService {
  /** null unless exactly a catalogue title */
  resource(title: string): Promise<{ pdf: Buffer; fileName: string; cached: boolean } | null>
  post(post: BlogPost): Promise<{ pdf: Buffer; cached: boolean }>
  invalidatePost(id: number | null): void
  /** Decision 39; answers already checked; never cached. */
  quizReport(request: {
    district: string
    answers: readonly number[]
    date: Date
  }): Promise<{ pdf: Buffer; fileName: string }>
  stats(): { rendered: number; queued: number }
  close(): Promise<void>
}

/** Kept to characters every file system and mail client takes. */
export function quizReportFileName(district: string): string {
  const name = district
    .replace(/[^A-Za-z0-9 .,'()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
  return `${name ? `${name} ` : ''}cybersecurity quiz report.pdf`
}

export function createPdfService({
  site,
  siteUrl,
  storage,
  cache = new PdfCache(),
  pool = createRenderPool(),
  bookingUrl = `${siteUrl}/book`,
}: {
  site: SiteIdentity
  siteUrl: string
  storage: ObjectStorage
  cache?: PdfCache
  /** never the request's own thread (decision 51) */
  pool?: RenderPool
  bookingUrl?: string
}): PdfService {
  const contentVersion = createHash('sha256').update(JSON.stringify(resourceDocuments)).digest('hex').slice(0, 12)
  return {
    async resource(title) {
      const entry = resources.find((r) => r.title === title)
      const doc = entry ? resourceDocuments[entry.slug] : undefined
      if (!entry || !doc) return null
      const { pdf, cached } = await cache.get(`resource:${entry.slug}:${contentVersion}`, () =>
        pool.render({ kind: 'resource', slug: entry.slug, site, siteUrl }),
      )
      return { pdf, cached, fileName: `${entry.title}.pdf` }
    },
    async post(post) {
      return cache.get(`post:${post.id}:${post.updatedAt}`, async () => {
        const id = post.heroImageUrl?.match(/^\/objects\/uploads\/([A-Za-z0-9-]+)$/)?.[1]
        const object = id ? await storage.read(id) : null
        // pdfkit embeds JPEG and PNG only.
        const heroImage =
          object && (object.type === 'image/jpeg' || object.type === 'image/png')
            ? { type: object.type, bytes: object.bytes }
            : undefined
        return pool.render({ kind: 'post', post, site, heroImage })
      })
    },
    async quizReport({ district, answers, date }) {
      const pdf = await pool.render({ kind: 'quiz-report', district, answers, date, site, siteUrl, bookingUrl })
      return { pdf, fileName: quizReportFileName(district) }
    },
    invalidatePost(id) {
      cache.invalidate(id === null ? 'post:' : `post:${id}:`)
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  }
}
