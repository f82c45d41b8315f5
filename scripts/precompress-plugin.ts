import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text files worth compressing; fonts and images are compressed formats already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|xml|txt|html|ico)$/
const MIN_BYTES = 256

/**
 * Writes `file.br` (Brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible
 * file of the client build, once, at build time (docs/decisions/0006-compress-once.md). The server
 * sends these to browsers that accept them (server/static-files.ts) instead of compressing each
 * request at a lower level: smaller downloads and no compression work per request.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'k12:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir)
    },
    async closeBundle() {
      await precompressDir(outDir)
    },
  }
}

export async function precompressDir(dir: string) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        const data = await fs.readFile(file)
        if (data.length < MIN_BYTES) return
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ])
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
      }),
  )
}
