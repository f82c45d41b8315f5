import type { Sharp, SharpOptions } from 'sharp'

let loaded: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined

/** libvips's operation cache off: each upload is decoded once, so it would only hold memory (decision 23). */
export function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return loaded
}
