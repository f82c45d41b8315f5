/** Expands a calendar feed in a thread of its own (expandInWorker), so no feed holds up the instance's requests. */
import { parentPort, workerData } from 'node:worker_threads'
import {
  expandBusy,
  ExpandError,
  type ExpandAnswer,
  type ExpandLimits,
  type ExpandWindow,
} from './calendar-expand.server.ts'

const { text, limits, ...window } = workerData as ExpandWindow & { text: string; limits: ExpandLimits }
let answer: ExpandAnswer
try {
  answer = { ok: true, busy: expandBusy(text, window, limits) }
} catch (error) {
  // Anything but a feed's own fault reaches the parent as the thread's error, stack and all.
  if (!(error instanceof ExpandError)) throw error
  answer = { ok: false, code: error.code }
}
parentPort!.postMessage(answer)
