import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import { DomainError } from '#app/lib/errors.ts'
import { projectRoot } from '#app/lib/paths.server.ts'
import type { PdfTask } from './pdf-worker.server.ts'

/** From the project root: bundled into build/server/index.js, a path relative to this module would not exist. */
const WORKER_FILE = path.join(projectRoot, 'app', 'features', 'pdf', 'pdf-worker.server.ts')

/** Half the cores, at least one (decision 51). */
export const PDF_THREADS = Math.max(1, Math.floor(os.availableParallelism() / 2))
/** Past this, a 429: about 6 s of work is already waiting (decision 51). */
export const PDF_QUEUE = 32
/** A document past these ends its thread alone, not the instance (decision 51 has the measurements). */
const THREAD_HEAP = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 }

export type RenderPool = ReturnType<typeof createRenderPool>

/** No thread starts until the first document: a script or most tests pay nothing (decision 51). */
export function createRenderPool({
  threads = PDF_THREADS,
  maxQueue = PDF_QUEUE,
}: { threads?: number; maxQueue?: number } = {}) {
  let pool: Piscina<PdfTask, Uint8Array> | undefined
  let rendered = 0
  let closing: Promise<void> | undefined
  const open = () =>
    (pool ??= new Piscina<PdfTask, Uint8Array>({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: threads,
      maxQueue,
      // Once started, a thread stays (decision 51: an idle thread gave back little, and reloading costs ~0.5 s).
      idleTimeout: Infinity,
      resourceLimits: THREAD_HEAP,
    }))
  return {
    /** A DomainError `too_many` when the queue is full. */
    async render(task: PdfTask) {
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
