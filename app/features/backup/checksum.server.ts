import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'

export interface Measured {
  bytes: number
  sha256: string
  /** newlines seen: a COPY text file's row count (each row ends with one; those inside values are escaped) */
  lines: number
}

/**
 * The one way an archive's files are measured: a pass-through that hashes and counts what flows
 * through it, used when a backup writes a file and when a restore checks one against its manifest.
 */
export function checksumStream(): { stream: Transform; result: () => Measured } {
  const hash = createHash('sha256')
  let bytes = 0
  let lines = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1
      done(null, chunk)
    },
  })
  return { stream, result: () => ({ bytes, lines, sha256: hash.digest('hex') }) }
}
