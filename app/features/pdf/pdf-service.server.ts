import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { SiteIdentity } from '#content/site.ts'
import { resourceDocuments } from '#content/resource-docs/index.ts'
import { resources } from '#content/resources.ts'
import type { BlogPost } from '#app/features/blog/post.ts'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import { createRenderPool } from './render-pool.server.ts'

export type PdfService = ReturnType<typeof createPdfService>

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
}: {
  site: SiteIdentity
  siteUrl: string
  storage: ObjectStorage
}) {
  const pool = createRenderPool()
  const bookingUrl = `${siteUrl}/book`
  const contentVersion = createHash('sha256').update(JSON.stringify(resourceDocuments)).digest('hex').slice(0, 12)
  // Keys carry the content version (a post's updatedAt), so an edit is a new key and the old one ages out.
  type Render = () => Promise<Buffer>
  const lru = new LRUCache<string, Buffer, Render>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (pdf) => pdf.length,
    fetchMethod: (_key, _stale, { context }) => context(),
  })
  /** One render for callers asking at once. */
  const cached = async (key: string, render: Render) => (await lru.fetch(key, { context: render }))!
  return {
    /** null unless exactly a catalogue title */
    async resource(title: string) {
      const entry = resources.find((r) => r.title === title)
      const doc = entry ? resourceDocuments[entry.slug] : undefined
      if (!entry || !doc) return null
      const pdf = await cached(`resource:${entry.slug}:${contentVersion}`, () =>
        pool.render({ kind: 'resource', slug: entry.slug, site, siteUrl }),
      )
      return { pdf, fileName: `${entry.title}.pdf` }
    },
    async post(post: BlogPost) {
      return cached(`post:${post.id}:${post.updatedAt}`, async () => {
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
    /** Decision 39; answers already checked; never cached. */
    async quizReport({ district, answers, date }: { district: string; answers: readonly number[]; date: Date }) {
      const pdf = await pool.render({ kind: 'quiz-report', district, answers, date, site, siteUrl, bookingUrl })
      return { pdf, fileName: quizReportFileName(district) }
    },
    invalidatePost(id: number | null) {
      const prefix = id === null ? 'post:' : `post:${id}:`
      for (const key of lru.keys()) if (key.startsWith(prefix)) lru.delete(key)
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  }
}
