import { readFileSync } from 'node:fs'
import { build, type Plugin, type Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { CHECKED_WITH_ZOD, zodEnglishOnly } from './zod-english-only-plugin.ts'

/**
 * The contract between zod-english-only-plugin.ts and the installed zod: bundled with the plugin,
 * zod still works and carries English only; bundled without it, every locale comes along (so the
 * first check can fail).
 */
const installed = (JSON.parse(readFileSync('node_modules/zod/package.json', 'utf8')) as { version: string }).version

const entry: Plugin = {
  name: 'probe-entry',
  resolveId: (id) => (id === 'virtual:probe-entry' ? '\0probe-entry' : undefined),
  load: (id) =>
    id === '\0probe-entry'
      ? `import { z } from 'zod'
export const locales = Object.keys(z.locales)
export const message = z.string().safeParse(1).error?.issues[0]?.message`
      : undefined,
}

async function bundle(plugins: Plugin[]) {
  const result = (await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    plugins: [...plugins, entry],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: { input: 'virtual:probe-entry', preserveEntrySignatures: 'strict' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const outputs = Array.isArray(result) ? result : [result]
  const code = outputs
    .flatMap((o) => o.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n')
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    locales: string[]
    message: string
  }
  return { code, ...module }
}

describe('zod in the browser bundle, as zod-english-only-plugin.ts trims it', () => {
  it(`is the version the plugin was checked with (${CHECKED_WITH_ZOD})`, () => {
    expect(
      installed,
      `zod is now ${installed}; zod-english-only-plugin.ts was checked with ${CHECKED_WITH_ZOD}. ` +
        'Re-check where zod keeps its locales (v4/locales/index.js and en.js) and which of its modules import ' +
        'the list as ../locales/index.js, adjust the plugin if they moved, check the built zod chunk is still ' +
        'small (npm run build), then update CHECKED_WITH_ZOD.',
    ).toBe(CHECKED_WITH_ZOD)
  })

  it('keeps English only, and zod still answers in it', async () => {
    const trimmed = await bundle([zodEnglishOnly({ always: true })])
    expect(trimmed.locales).toEqual(['en'])
    expect(trimmed.message).toMatch(/^Invalid input: expected string, received number$/)
    expect(trimmed.code).not.toContain('Ungültige Eingabe')

    const whole = await bundle([])
    expect(whole.locales.length).toBeGreaterThan(30)
    expect(whole.code).toContain('Ungültige Eingabe')
  })
})
