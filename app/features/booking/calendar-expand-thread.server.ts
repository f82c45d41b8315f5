import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { projectRoot } from '#app/lib/paths.server.ts'
import {
  EXPAND_LIMITS,
  ExpandError,
  type BusyInterval,
  type ExpandErrorCode,
  type ExpandLimits,
  type ExpandWindow,
} from './calendar-expand.server.ts'

/**
 * The longest an expansion may take in its thread before the thread is stopped, and the only bound
 * on a rule ical.js never finishes (decision 55): a feed at the 2 MB cap takes about 1 s with the
 * thread's start, and a rule that never ends grows ical.js's day-of-week cache by some 15 MB a
 * second, so at 5 s the thread stays far below its heap cap.
 */
export const EXPAND_DEADLINE_MS = 5_000

/** What the thread answers: the busy intervals as [start, end) pairs in epoch ms, or why not. */
export type ExpandAnswer = { ok: true; busy: Float64Array<ArrayBuffer> } | { ok: false; code: ExpandErrorCode }

/**
 * The worker's source file, from the project root: this module also runs bundled into
 * build/server/index.js, where a path relative to it would not exist. Node runs the TypeScript
 * file as it runs the scripts (type stripping), as for revision-diff-worker.server.ts.
 */
const WORKER_FILE = path.join(projectRoot, 'app', 'features', 'booking', 'calendar-expand-worker.server.ts')

/**
 * expandBusy in a worker thread, stopped at `deadlineMs` (a `recurrence_limit`): ical.js 2.2.1
 * never returns from `next()` on a rule no date can match (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`),
 * and on the main thread that froze the whole instance, health check included. A thread that
 * cannot start or fails for another reason rejects with its own error (a fault for the log, not a
 * feed's).
 */
export function expandInWorker(
  text: string,
  window: ExpandWindow,
  options: { deadlineMs?: number; limits?: ExpandLimits } = {},
): Promise<BusyInterval[]> {
  const deadlineMs = options.deadlineMs ?? EXPAND_DEADLINE_MS
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: {
        text,
        from: window.from.getTime(),
        until: window.until.getTime(),
        timeZone: window.timeZone,
        limits: options.limits ?? EXPAND_LIMITS,
      },
      // A feed at the 2 MB cap needs about 48 MB to expand; past this the thread stops, not the process.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    })
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      done()
      void worker.terminate()
    }
    const timer = setTimeout(() => settle(() => reject(new ExpandError('recurrence_limit'))), deadlineMs)
    worker.once('message', (answer: ExpandAnswer) =>
      settle(() => (answer.ok ? resolve(fromFlat(answer.busy)) : reject(new ExpandError(answer.code)))),
    )
    worker.once('error', (error) => settle(() => reject(error)))
    worker.once('exit', (code) => settle(() => reject(new Error(`the expansion thread exited with code ${code}`))))
  })
}

function fromFlat(flat: Float64Array): BusyInterval[] {
  const out: BusyInterval[] = []
  for (let i = 0; i < flat.length; i += 2) out.push({ start: new Date(flat[i]!), end: new Date(flat[i + 1]!) })
  return out
}
