/**
 * Expands a calendar feed in a thread of its own (expandInWorker, calendar-expand-thread.server.ts),
 * so a feed that takes long, or forever, never holds up the instance's requests.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { ExpandAnswer } from './calendar-expand-thread.server.ts'
import { expandBusy, ExpandError, type BusyInterval, type ExpandLimits } from './calendar-expand.server.ts'

const { text, from, until, timeZone, limits } = workerData as {
  text: string
  from: number
  until: number
  timeZone: string
  limits: ExpandLimits
}
let answer: ExpandAnswer
try {
  answer = {
    ok: true,
    busy: toFlat(expandBusy(text, { from: new Date(from), until: new Date(until), timeZone }, limits)),
  }
} catch (error) {
  // Anything but a feed's own fault reaches the parent as the thread's error, stack and all.
  if (!(error instanceof ExpandError)) throw error
  answer = { ok: false, code: error.code }
}
parentPort!.postMessage(answer, answer.ok ? [answer.busy.buffer] : [])

function toFlat(busy: readonly BusyInterval[]): Float64Array<ArrayBuffer> {
  const flat = new Float64Array(busy.length * 2)
  busy.forEach((b, i) => {
    flat[i * 2] = b.start.getTime()
    flat[i * 2 + 1] = b.end.getTime()
  })
  return flat
}
