import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { resolveWithinDrizzle } from './drizzle-resolve-hook.ts'

const root = path.resolve(import.meta.dirname, '..')
const drizzleDir = path.dirname(createRequire(import.meta.url).resolve('drizzle-orm'))
const inDrizzle = (file: string) => pathToFileURL(path.join(drizzleDir, file)).href

describe('the drizzle-orm resolve hook', () => {
  it('answers a relative .js import between drizzle-orm modules, and nothing else', () => {
    expect(resolveWithinDrizzle('./column.js', inDrizzle('pg-core/table.js'))).toBe(inDrizzle('pg-core/column.js'))
    expect(resolveWithinDrizzle('../entity.js', inDrizzle('pg-core/table.js'))).toBe(inDrizzle('entity.js'))
    // Left to Node: bare names, other packages' files, CommonJS, and paths that leave the package.
    expect(resolveWithinDrizzle('drizzle-orm/pg-core', inDrizzle('index.js'))).toBeNull()
    expect(resolveWithinDrizzle('./column.js', pathToFileURL(path.join(root, 'app/lib/db.server.ts')).href)).toBeNull()
    expect(resolveWithinDrizzle('./column.cjs', inDrizzle('pg-core/table.cjs'))).toBeNull()
    expect(resolveWithinDrizzle('../../pg/lib/index.js', inDrizzle('pg-core/table.js'))).toBeNull()
    expect(resolveWithinDrizzle('./column.js', undefined)).toBeNull()
  })

  it('holds for the installed drizzle-orm: an ES module package whose modules import each other by relative .js paths', () => {
    // Pinned to what the hook assumes; an upgrade that changes it fails here, not in a server.
    const pkg = JSON.parse(readFileSync(path.join(drizzleDir, 'package.json'), 'utf8')) as { type?: string }
    expect(pkg.type).toBe('module')
    const source = readFileSync(path.join(drizzleDir, 'pg-core/table.js'), 'utf8')
    expect(source).toMatch(/from "\.\.?\/[^"]+\.js"/)
  })

  it('loads the same modules, in the same format, as Node does without it', () => {
    // A child process each way records every drizzle-orm module it loads and the format it got.
    const probe = `
      import { registerHooks } from 'node:module'
      const seen = []
      registerHooks({ load(url, context, next) { const r = next(url, context); if (url.includes('/drizzle-orm/')) seen.push(url + ' ' + r.format); return r } })
      await import('drizzle-orm/node-postgres'); await import('drizzle-orm/pg-core'); await import('drizzle-orm/node-postgres/migrator')
      console.log(JSON.stringify(seen.sort()))`
    const loaded = (args: string[]) =>
      JSON.parse(
        execFileSync(process.execPath, [...args, '--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8' }),
      ) as string[]
    const hook = fileURLToPath(new URL('./drizzle-resolve-hook.ts', import.meta.url))
    const withHook = loaded(['--import', hook])
    expect(withHook.length).toBeGreaterThan(100)
    expect(withHook.every((line) => line.endsWith(' module'))).toBe(true)
    expect(withHook).toEqual(loaded([]))
  })
})
