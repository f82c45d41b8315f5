import type { Sharp, SharpOptions } from 'sharp'

let loaded: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined

/**
 * sharp (libvips), loaded on the first image it handles rather than at start-up, with libvips's
 * operation cache off: the site decodes each upload once and keeps its variants in storage, so
 * the cache (up to 50 MB by default) would only hold memory (docs/decisions/0023).
 */
export function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return loaded
}
