import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import { DomainError } from '#app/lib/errors.ts'
import { projectRoot } from '#app/lib/paths.server.ts'
import type { PdfTask } from './pdf-worker.server.ts'

/**
 * The worker's source file, from the project root: this module also runs bundled into
 * build/server/index.js, where a path relative to it would not exist. Node runs the TypeScript
 * file with type stripping, as it runs the scripts (revision-diff.server.ts does the same).
 */
const WORKER_FILE = path.join(projectRoot, 'app', 'features', 'pdf', 'pdf-worker.server.ts')

/**
 * Half the cores, at least one. On 2 cores, one thread renders while the other core answers
 * requests and runs PostgreSQL; a second thread did not make ten reports any sooner (decision 51).
 */
export const PDF_THREADS = Math.max(1, Math.floor(os.availableParallelism() / 2))
/**
 * Documents waiting beyond this are refused with a 429 to try again: at about 200 ms a report on
 * one thread, the last one waits about 6 s, as long as a visitor should wait for a download.
 */
export const PDF_QUEUE = 32
/**
 * Each thread's heap. Left to V8 a thread grew to ~400 MB resident over 40 reports; with these it
 * stays near 150 MB, and the largest post the editor takes (200,000 characters) still renders in
 * 48 MB. A document past them ends its thread alone, not the instance (decision 51).
 */
const THREAD_HEAP = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 }

export interface RenderPool {
  /** The PDF, made in a worker thread; a DomainError `too_many` when the queue is full. */
  render(task: PdfTask): Promise<Buffer>
  /** PDFs made by this pool, and documents waiting for a thread now */
  stats(): { rendered: number; queued: number }
  /** Finishes the documents already asked for, then ends the threads. */
  close(): Promise<void>
}

/**
 * A small pool of PDF threads with a bounded queue (decision 51). No thread starts until the first
 * document is asked for: a process that never serves a PDF (a script, most tests) pays nothing.
 */
export function createRenderPool({
  threads = PDF_THREADS,
  maxQueue = PDF_QUEUE,
}: { threads?: number; maxQueue?: number } = {}): RenderPool {
  let pool: Piscina<PdfTask, Uint8Array> | undefined
  let rendered = 0
  let closing: Promise<void> | undefined
  const open = () =>
    (pool ??= new Piscina<PdfTask, Uint8Array>({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: threads,
      maxQueue,
      // Once started, a thread stays: ending an idle one gave back 11 of its 150 MB (the allocator
      // keeps the pages, which the next thread reuses), and the next document would wait ~0.5 s
      // for pdfkit and its fonts to load again.
      idleTimeout: Infinity,
      resourceLimits: THREAD_HEAP,
    }))
  return {
    async render(task) {
      if (closing) throw new Error('The PDF threads are closed')
      const threadPool = open()
      if (threadPool.queueSize >= maxQueue) {
        throw new DomainError('too_many', 'Many documents are being made right now. Please try again in a moment.', {
          retryAfterSeconds: 5,
          reason: 'pdf_queue_full',
        })
      }
      const bytes = await threadPool.run(task)
      rendered += 1
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    },
    stats: () => ({ rendered, queued: pool?.queueSize ?? 0 }),
    close: () => (closing ??= pool ? pool.close() : Promise.resolve()),
  }
}
