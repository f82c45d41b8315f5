/**
 * Loads drizzle-orm's modules without Node's per-file package.json work.
 *
 * For every module file it loads, Node's ES module resolver looks up the nearest package.json for
 * the module's format and parses that file's `exports` again each time (Node 24.21 and 26.10
 * alike). drizzle-orm 0.45's package.json is 179 KB with 447 exports, and its few hundred files
 * import one another by relative path: importing it cost 1.5-1.8 s of CPU in every process that
 * uses the database (the server, a CLI, a test's child), 0.1 s with this hook (decision 18).
 * Measured again on 2026-11-29 (drizzle-orm, its pg-core and node-postgres, three runs each):
 * 0.99-1.96 s without, 0.08-0.10 s with.
 *
 * The hook answers only what needs no lookup: a relative `.js` import from one drizzle-orm module
 * to another, in a package that declares `"type": "module"`, is that URL and an ES module.
 * Everything else goes to Node's resolver as before. It is registered before the app is imported:
 * by server/main.ts (then the build, by a dynamic import), by `--import` in the npm CLI scripts, in
 * the children tests start (`nodeArgs()`, tests/setup/api-server-process.ts) and in the Playwright
 * leads server's command, and by the vitest setup. A static import beside the app's would come too
 * late, as a module's static imports are all resolved before any of them runs. drizzle-resolve-hook.test.ts fails if drizzle-orm stops being laid out this way.
 */
import { registerHooks } from 'node:module'

const PACKAGE = '/node_modules/drizzle-orm/'

/** The URL a relative import inside drizzle-orm names, or null when Node's resolver must decide. */
export function resolveWithinDrizzle(specifier: string, parentURL: string | undefined): string | null {
  if (!parentURL?.startsWith('file:') || !parentURL.includes(PACKAGE)) return null
  if (!(specifier.startsWith('./') || specifier.startsWith('../')) || !specifier.endsWith('.js')) return null
  const url = new URL(specifier, parentURL).href
  return url.includes(PACKAGE) ? url : null
}

// Once per process, however many times this module is evaluated (vitest runs its setup per file).
const registered = Symbol.for('k12.drizzle-resolve-hook')
const state = globalThis as { [registered]?: true }
if (!state[registered]) {
  state[registered] = true
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const url = resolveWithinDrizzle(specifier, context.parentURL)
      return url ? { url, format: 'module', shortCircuit: true } : nextResolve(specifier, context)
    },
  })
}
