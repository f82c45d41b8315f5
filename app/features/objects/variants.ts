/** 16:9 crops made from the cleaned original on first request, then stored. */
export const VARIANT = /^w(640|1280)\.(avif|webp)$/
export const VARIANT_WIDTHS = [640, 1280] as const

export function variantType(name: string): 'image/avif' | 'image/webp' {
  return name.endsWith('.avif') ? 'image/avif' : 'image/webp'
}

export function heroSources(url: string | null): { avif: string; webp: string } | null {
  if (!url || !/^\/objects\/uploads\/[0-9a-f-]{36}$/.test(url)) return null
  const set = (format: string) => VARIANT_WIDTHS.map((w) => `${url}/w${w}.${format} ${w}w`).join(', ')
  return { avif: set('avif'), webp: set('webp') }
}
