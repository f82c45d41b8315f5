import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { reencodeImage } from './reencode.server.ts'
import { makeVariant } from './variants.server.ts'

/** A tiny PNG whose header claims 10,000 × 10,000 pixels (under sharp's own default limit, over ours): decoding it would need 300 MB. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body) >>> 0)
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('every decode path has a pixel limit', () => {
  const bomb = pngClaiming(10_000, 10_000)

  it('the re-encoder refuses the image', async () => {
    expect(await reencodeImage(bomb, 'image/png')).toBeNull()
  })

  it('the responsive variants refuse it too', async () => {
    await expect(makeVariant(bomb, 'w640.webp')).rejects.toThrow(/pixel limit/i)
  })
})
