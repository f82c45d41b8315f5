import { MAX_INPUT_PIXELS } from './reencode.server.ts'
import { loadSharp } from './sharp.server.ts'
import { VARIANT } from './variants.ts'

export async function makeVariant(original: Buffer, name: string): Promise<Buffer> {
  const [, width, format] = VARIANT.exec(name)!
  const w = Number(width)
  const sharp = await loadSharp()
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width: w,
    height: Math.round((w * 9) / 16),
    fit: 'cover',
  })
  return format === 'avif' ? image.avif({ quality: 55, effort: 3 }).toBuffer() : image.webp({ quality: 78 }).toBuffer()
}
