import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * zod re-exports all of its locales as `z.locales`, and the bundler keeps every one of them (the
 * browser's zod chunk was 382 kB, 91 kB gzipped, most of it error messages in 40 languages). Every
 * schema here writes its own English messages and English is zod's default, so in the browser the
 * locale list holds English only.
 *
 * The one module that knows zod's file layout, which is not a public API: the locale list is
 * `zod/v4/locales/index.js`, imported as `../locales/index.js` by `v4/classic` and `v4/core`, and
 * English is `en.js` beside it. zod-english-only-plugin.test.ts bundles the installed zod with
 * this plugin: after an upgrade it fails first and names what to re-check (docs/decisions/0041).
 */
export const CHECKED_WITH_ZOD = '4.6.7'

/** The locale list's import, and the zod modules that make it. */
const LOCALES_IMPORT = '../locales/index.js'
const LOCALE_IMPORTER = /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/

export function zodEnglishOnly({ always = false } = {}): Plugin {
  const id = '\0zod-locales-english'
  const english = path.join(path.dirname(createRequire(import.meta.url).resolve('zod/v4/locales')), 'en.js')
  return {
    name: 'zod-english-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => always || environment.name === 'client',
    resolveId(source, importer) {
      if (source === LOCALES_IMPORT && importer && LOCALE_IMPORTER.test(importer)) return id
    },
    load(source) {
      if (source === id) return `export { default as en } from ${JSON.stringify(english)}`
    },
  }
}
