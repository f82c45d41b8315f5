import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'

export interface Measured {
  bytes: number
  sha256: string
  /** a COPY text file's row count: values' newlines are escaped */
  lines: number
}

/** The one way an archive's files are measured, on backup and on restore. */
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
