import { createHash } from 'node:crypto'
import { site } from '#content/site.ts'
import { resourceDocuments } from '#content/resource-docs/index.ts'
import { resources } from '#content/resources.ts'
import type { BlogPost } from '#app/features/blog/post.ts'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import { PdfCache } from './pdf-cache.server.ts'
import { postDocDefinition } from './post-document.server.ts'
import { renderPdf } from './render.server.ts'
import { resourceDocDefinition } from './resource-document.server.ts'

export interface PdfService {
  /** null when the title is not exactly one of the catalogue titles */
  resource(title: string): Promise<{ pdf: Buffer; fileName: string; cached: boolean } | null>
  post(post: BlogPost): Promise<{ pdf: Buffer; cached: boolean }>
  /** null: every post */
  invalidatePost(id: number | null): void
}

export function createPdfService({
  siteUrl,
  storage,
  cache = new PdfCache(),
}: {
  siteUrl: string
  storage: ObjectStorage
  cache?: PdfCache
}): PdfService {
  const contentVersion = createHash('sha256').update(JSON.stringify(resourceDocuments)).digest('hex').slice(0, 12)
  return {
    async resource(title) {
      const entry = resources.find((r) => r.title === title)
      const doc = entry ? resourceDocuments[entry.slug] : undefined
      if (!entry || !doc) return null
      const { pdf, cached } = await cache.get(`resource:${entry.slug}:${contentVersion}`, () =>
        renderPdf(resourceDocDefinition(doc, site, siteUrl)),
      )
      return { pdf, cached, fileName: `${entry.title}.pdf` }
    },
    async post(post) {
      return cache.get(`post:${post.id}:${post.updatedAt}`, async () => {
        let heroImage: string | undefined
        const id = post.heroImageUrl?.match(/^\/objects\/uploads\/([A-Za-z0-9-]+)$/)?.[1]
        const object = id ? await storage.read(id) : null
        // pdfkit embeds JPEG and PNG only.
        if (object && (object.type === 'image/jpeg' || object.type === 'image/png')) {
          heroImage = `data:${object.type};base64,${object.bytes.toString('base64')}`
        }
        return renderPdf(postDocDefinition(post, site, { heroImage }))
      })
    },
    invalidatePost(id) {
      cache.invalidate(id === null ? 'post:' : `post:${id}:`)
    },
  }
}
