import { describe, expect, it } from 'vitest'
import { connectDatabase } from './db.server.ts'
import { createLogger } from './logger.server.ts'

describe('a lost idle database connection', () => {
  it('is logged with its cause, and does not crash the process', async () => {
    const lines: string[] = []
    const logger = createLogger({ level: 'warn', destination: { write: (line: string) => void lines.push(line) } })
    const database = connectDatabase('postgres://nobody@127.0.0.1:9/none', logger)
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      cause: new Error('server restart'),
    })
    database.pool.emit('error', lost)
    await database.close()
    const [line] = lines.map(
      (l) => JSON.parse(l) as { msg: string; err: { message: string; cause?: { message: string } } },
    )
    expect(line?.msg).toBe('idle database connection lost')
    expect(line?.err.message).toBe('terminating connection due to administrator command')
    expect(line?.err.cause?.message).toBe('server restart')
  })
})
