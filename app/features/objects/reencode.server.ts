import type { ImageType } from './image-type.ts'
import { loadSharp } from './sharp.server.ts'

/** Every decode of an uploaded image stops past this many pixels (a small file can claim to be huge). */
export const MAX_INPUT_PIXELS = 40_000_000

/**
 * Decodes and re-encodes an uploaded image: EXIF and GPS metadata, colour profiles and
 * anything appended after the image data are dropped, and a file that does not decode is refused.
 * Orientation from EXIF is applied first so photos keep their intended rotation.
 */
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
