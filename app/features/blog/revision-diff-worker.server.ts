/** So a long post's diff never holds up the instance's other requests (decision 28). */
import { parentPort, workerData } from 'node:worker_threads'
import { compareWithCurrent } from './revision-diff.server.ts'

const { revision, current, timeZone } = workerData as {
  revision: Parameters<typeof compareWithCurrent>[0]
  current: Parameters<typeof compareWithCurrent>[1]
  timeZone: string
}
parentPort!.postMessage(compareWithCurrent(revision, current, timeZone))
