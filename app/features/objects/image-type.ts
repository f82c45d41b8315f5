/** Recognised from their first bytes, never from a declared type. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp'

export const MAX_UPLOAD_BYTES = 5_242_880

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg'
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'image/png'
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to))
  if (b.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif'
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return null
}

export function toPublicObjectPath(url: string): string | null {
  const match = /\/objects\/(?:private-uploads|uploads)\/([A-Za-z0-9-]{1,64})(?:[?#]|$)/.exec(url)
  return match ? `/objects/uploads/${match[1]}` : null
}
