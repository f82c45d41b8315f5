import zlib from 'node:zlib'

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])
/** An empty final block with fixed Huffman codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])
const MAX_STORED = 0xffff

/**
 * A gzip body compressed once, with short values spliced in on every response
 * (docs/decisions/0006-compress-once.md: the cached HTML of a page is the same for everyone except
 * its CSP nonce, which must be new on every response).
 *
 * Each piece of the template is compressed on its own and ends on a byte boundary (sync flush), so
 * no piece refers back to another. A response is the gzip header, the compressed pieces with each
 * value between them as a stored (uncompressed) deflate block, an empty final block, and the
 * CRC-32 and length of the whole text (RFC 1951 §3.2.4, RFC 1952). Splicing costs a CRC pass and a
 * copy instead of compressing the page again.
 */
export class SplicedGzip {
  private readonly pieces: Buffer[]
  private readonly compressed: Buffer[]

  constructor(template: string, marker: string) {
    this.pieces = template.split(marker).map((piece) => Buffer.from(piece))
    this.compressed = this.pieces.map((piece) =>
      zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    )
  }

  /** Bytes held: the text in pieces, and each piece compressed. */
  get bytes(): number {
    return [...this.pieces, ...this.compressed].reduce((sum, piece) => sum + piece.length, 0)
  }

  /**
   * The template's own bytes with `value` in place of every marker, for a client without gzip, as
   * the pieces to write one after the other (no copy of the page per response).
   */
  identityParts(value: string): Buffer[] {
    const raw = Buffer.from(value)
    return this.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [raw, piece]))
  }

  identity(value: string): Buffer {
    return Buffer.concat(this.identityParts(value))
  }

  /** The gzip bytes of the template with `value` in place of every marker, as pieces to write. */
  parts(value: string): Buffer[] {
    const raw = Buffer.from(value)
    if (raw.length > MAX_STORED) throw new RangeError('spliced value too long for one stored block')
    const stored = Buffer.allocUnsafe(5 + raw.length)
    stored.writeUInt8(0x00, 0) // BFINAL 0, BTYPE 00 (stored); already byte-aligned after a sync flush
    stored.writeUInt16LE(raw.length, 1)
    stored.writeUInt16LE(~raw.length & 0xffff, 3)
    raw.copy(stored, 5)

    const parts: Buffer[] = [GZIP_HEADER]
    let crc = 0
    let size = 0
    this.pieces.forEach((piece, i) => {
      if (i > 0) {
        parts.push(stored)
        crc = zlib.crc32(raw, crc)
        size += raw.length
      }
      parts.push(this.compressed[i]!)
      crc = zlib.crc32(piece, crc)
      size += piece.length
    })
    const trailer = Buffer.allocUnsafe(8)
    trailer.writeUInt32LE(crc >>> 0, 0)
    trailer.writeUInt32LE(size >>> 0, 4)
    parts.push(FINAL_BLOCK, trailer)
    return parts
  }

  fill(value: string): Buffer {
    return Buffer.concat(this.parts(value))
  }
}
