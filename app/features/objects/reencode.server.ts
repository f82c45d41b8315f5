import type { ImageType } from './image-type.ts'
import { loadSharp } from './sharp.server.ts'

/** A small file can claim to be huge. */
export const MAX_INPUT_PIXELS = 40_000_000

/** Drops metadata (EXIF, GPS), colour profiles and anything appended; a file that does not decode is refused. */
export async function reencodeImage(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  const sharp = await loadSharp()
  try {
    const image = sharp(bytes, {
      animated: type === 'image/gif' || type === 'image/webp',
      limitInputPixels: MAX_INPUT_PIXELS,
    }).rotate()
    switch (type) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
      case 'image/png':
        return await image.png({ compressionLevel: 9 }).toBuffer()
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer()
      case 'image/gif':
        return await image.gif().toBuffer()
    }
  } catch {
    return null
  }
}
