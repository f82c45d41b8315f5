/**
 * Responsive hero images: 16:9 crops at two widths in AVIF and WebP, made from the
 * cleaned original the first time a browser asks for one (variants.server.ts), then stored.
 */
export const VARIANT = /^w(640|1280)\.(avif|webp)$/
export const VARIANT_WIDTHS = [640, 1280] as const

export function variantType(name: string): 'image/avif' | 'image/webp' {
  return name.endsWith('.avif') ? 'image/avif' : 'image/webp'
}

/** srcset values for an uploaded image's public path, or null for anything else. */
export function heroSources(url: string | null): { avif: string; webp: string } | null {
  if (!url || !/^\/objects\/uploads\/[0-9a-f-]{36}$/.test(url)) return null
  const set = (format: string) => VARIANT_WIDTHS.map((w) => `${url}/w${w}.${format} ${w}w`).join(', ')
  return { avif: set('avif'), webp: set('webp') }
}
