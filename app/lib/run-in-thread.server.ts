import path from 'node:path'
import { Worker, type ResourceLimits } from 'node:worker_threads'
import { projectRoot } from './paths.server.ts'

/** What a thread stopped at its deadline answers. */
export const TIMED_OUT = Symbol('timed out')

/**
 * Runs `file` in a thread of its own with `data` as its workerData and answers its one message;
 * past `deadlineMs` the thread is stopped and the answer is TIMED_OUT (decisions 28 and 55). The
 * file is named from the project root: this module also runs bundled into build/server/index.js,
 * where a path relative to it would not exist; Node runs the TypeScript file by type stripping. A
 * thread that cannot start, throws or exits without answering rejects with its error.
 */
export function runInThread<T>(
  file: string,
  data: unknown,
  { deadlineMs, resourceLimits }: { deadlineMs: number; resourceLimits?: ResourceLimits },
): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(projectRoot, file), { workerData: data, resourceLimits })
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      done()
      void worker.terminate()
    }
    const timer = setTimeout(() => settle(() => resolve(TIMED_OUT)), deadlineMs)
    worker.once('message', (answer: T) => settle(() => resolve(answer)))
    worker.once('error', (error) => settle(() => reject(error)))
    worker.once('exit', (code) => settle(() => reject(new Error(`the thread exited with code ${code}`))))
  })
}
