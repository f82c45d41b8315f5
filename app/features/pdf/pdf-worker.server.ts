/**
 * The thread that makes the PDFs served on a request (render-pool.server.ts, decision 51): pdfkit
 * and the fonts load here, once per thread, and each document is laid out, tagged and drawn here
 * (decision 54), so the instance's own thread keeps answering while it is made. A task is plain
 * data, copied between threads; the document's blocks are built on this side.
 */
import { move } from 'piscina'
import { resourceDocuments } from '#content/resource-docs/index.ts'
import { quizQuestions } from '#content/quiz.ts'
import type { SiteIdentity } from '#content/site.ts'
import type { BlogPost } from '#app/features/blog/post.ts'
import { buildQuizReport } from '#app/features/quiz/quiz-report.ts'
import type { PdfDocument } from './blocks.server.ts'
import { postDocDefinition } from './post-document.server.ts'
import { quizReportDocDefinition } from './quiz-report-document.server.ts'
import { renderPdf } from './render.server.ts'
import { resourceDocDefinition } from './resource-document.server.ts'

/** What to make: one of the site's documents, with everything it is made from. */
export type PdfTask =
  | { kind: 'resource'; slug: string; site: SiteIdentity; siteUrl: string }
  | {
      kind: 'post'
      post: BlogPost
      site: SiteIdentity
      /** the hero image's bytes, JPEG or PNG (what pdfkit embeds) */
      heroImage?: { type: 'image/jpeg' | 'image/png'; bytes: Uint8Array }
    }
  | {
      kind: 'quiz-report'
      district: string
      /** already checked against the quiz */
      answers: readonly number[]
      date: Date
      site: SiteIdentity
      siteUrl: string
      bookingUrl: string
    }

export function documentFor(task: PdfTask): PdfDocument {
  switch (task.kind) {
    case 'resource': {
      const doc = resourceDocuments[task.slug]
      if (!doc) throw new Error(`No resource document ${task.slug}`)
      return resourceDocDefinition(doc, task.site, task.siteUrl)
    }
    case 'post': {
      const heroImage = task.heroImage ? Buffer.from(task.heroImage.bytes) : undefined
      return postDocDefinition(task.post, task.site, { heroImage })
    }
    case 'quiz-report':
      return quizReportDocDefinition(
        buildQuizReport(quizQuestions, task.answers),
        { district: task.district, date: task.date },
        task.site,
        { siteUrl: task.siteUrl, bookingUrl: task.bookingUrl },
      )
  }
}

/** The PDF's bytes, handed to the asking thread rather than copied. */
export default async function renderTask(task: PdfTask): Promise<Uint8Array> {
  const pdf = await renderPdf(documentFor(task))
  // Only a buffer that holds this PDF alone is handed over whole; a slice of a shared one is copied first.
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf)
  return move(own) as Uint8Array
}
