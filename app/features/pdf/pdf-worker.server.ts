/** pdfkit and the fonts load once per thread, so the instance's own thread keeps answering (decisions 51, 54). */
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

/** Plain data, copied between threads; the blocks are built on this side. */
export type PdfTask =
  | { kind: 'resource'; slug: string; site: SiteIdentity; siteUrl: string }
  | {
      kind: 'post'
      post: BlogPost
      site: SiteIdentity
      /** JPEG or PNG, what pdfkit embeds */
      heroImage?: { type: 'image/jpeg' | 'image/png'; bytes: Uint8Array }
    }
  | {
      kind: 'quiz-report'
      district: string
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

/** Handed to the asking thread rather than copied. */
export default async function renderTask(task: PdfTask): Promise<Uint8Array> {
  const pdf = await renderPdf(documentFor(task))
  // Only a buffer holding this PDF alone is handed over whole; a slice of a shared one is copied first.
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf)
  return move(own) as Uint8Array
}
