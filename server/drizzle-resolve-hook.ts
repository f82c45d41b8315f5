/**
 * Node parses drizzle-orm's 179 KB package.json `exports` for every module it loads (decision 18).
 * Only a relative `.js` import between drizzle-orm modules is answered here; everything else goes to
 * Node's resolver. Must be registered before the app is imported: static imports beside the app's
 * would resolve too late. drizzle-resolve-hook.test.ts fails if drizzle-orm's layout changes.
 */
import { registerHooks } from 'node:module'

const PACKAGE = '/node_modules/drizzle-orm/'

export function resolveWithinDrizzle(specifier: string, parentURL: string | undefined): string | null {
  if (!parentURL?.startsWith('file:') || !parentURL.includes(PACKAGE)) return null
  if (!(specifier.startsWith('./') || specifier.startsWith('../')) || !specifier.endsWith('.js')) return null
  const url = new URL(specifier, parentURL).href
  return url.includes(PACKAGE) ? url : null
}

// Once per process: vitest evaluates its setup per file.
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
