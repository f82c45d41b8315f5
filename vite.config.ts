import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import path from 'node:path'
import { build, defineConfig, type Plugin, type Rollup } from 'vite'
import { adminOnlyIconFiles } from './scripts/admin-only-icons.ts'
import { precompress } from './scripts/precompress-plugin.ts'
import { zodEnglishOnly } from './scripts/zod-english-only-plugin.ts'

const ADMIN_ICON = new RegExp(
  `node_modules[\\/]lucide-react[\\/].*[\\/]icons[\\/](${adminOnlyIconFiles(import.meta.dirname).join('|')})\\.mjs$`,
)
/**
 * The shared public chunk: icons, UI primitives, app/lib (zod and the proof-of-work solver excepted: forms
 * load them when needed), lead-form pieces, the resource card.
 * The review dates and source lists stay out: only the post, resource and accessibility
 * pages show them, and the home page's JavaScript has a budget. So do the admin's data client
 * (TanStack Query, docs/decisions/0017), the tabs (Radix) and the admin forms' Conform
 * (docs/decisions/0021), which only admin pages use.
 */
const SITE =
  /node_modules[\\/]lucide-react[\\/]|[\\/]app[\\/](components(?![\\/]layout[\\/]admin-|[\\/]ui[\\/](source-list|tabs)\.tsx)|lib(?![\\/](zod\.ts|calendar-date\.ts|solve-challenge\.ts|query-client\.ts|query-provider\.tsx|forms[\\/]admin-form\.ts)))[\\/]|[\\/]app[\\/]features[\\/](blog|leads|resources)[\\/](format|lead-options|post-card|attribution|contact-form|newsletter-form|resource-card)/

/**
 * The script of the pages served without React (app/islands/site.ts, docs/decisions/0031), bundled in a
 * build of its own while the client is built, so that none of the chunks the React pages share
 * (the framework, 'site') come with it; its own chunks (the form schemas with zod, the
 * proof-of-work solver) load on first use. Its files join the client's assets; the server reads
 * the entry's URL from `virtual:islands`. In development the dev server serves the source.
 */
function islands(): Plugin {
  const entry = path.join(import.meta.dirname, 'app', 'islands', 'site.ts')
  const virtual = '\0virtual:islands'
  let url: string | undefined
  let serve = false
  return {
    name: 'islands',
    configResolved(config) {
      serve = config.command === 'serve'
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const result = await build({
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        plugins: [zodEnglishOnly({ always: true })],
        build: {
          write: false,
          modulePreload: false,
          rollupOptions: {
            input: { island: entry },
            output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
          },
        },
      })
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
      for (const file of outputs.flatMap((o) => o.output)) {
        if (file.type !== 'chunk') continue
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code })
        if (file.isEntry) url = `/${file.fileName}`
      }
    },
    resolveId: (id) => (id === 'virtual:islands' ? virtual : undefined),
    load(id) {
      if (id !== virtual) return
      // The browser's copy of app/root.tsx never serves a document, so it needs no URL.
      if (this.environment.name === 'client') return `export const islandScript = ''`
      if (serve) return `export const islandScript = ${JSON.stringify(`/${path.relative(import.meta.dirname, entry)}`)}`
      if (!url) throw new Error('islands: the server was built before the client, so the home script has no URL')
      return `export const islandScript = ${JSON.stringify(url)}`
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islands(), precompress(), zodEnglishOnly()],
  build: { assetsInlineLimit: 0 },
  // The server bundles the icons it renders instead of loading lucide-react's 1,600 at start-up
  // (22 MB of an instance's memory; docs/decisions/0023).
  ssr: { noExternal: ['lucide-react'] },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            entryFileNames: 'assets/[name]-[hash].js',
            // Fewer, larger shared chunks: one request for the framework and one for the icons
            // instead of dozens of tiny ones on a school network
            // (docs/decisions/0006-compress-once.md). Admin-only components and icons stay out of
            // the shared chunk so public pages never download them, and so does zod
            // (app/lib/zod.ts), which form validation loads on the first submit. Measured
            // 2026-11-29 by building without the 'site' and 'admin-icons' groups: the quiz page
            // fetched 52 scripts instead of 12 (130.7 KiB of Brotli instead of 126.9) and the
            // admin's sign-in page 47 instead of 11 (121.4 KiB instead of 118.9).
            codeSplitting: {
              groups: [
                // Higher priority claims first; a group also takes its modules' dependencies, so the
                // icons' shared runtime must go to 'site' before 'admin-icons' can pull it in.
                {
                  name: 'framework',
                  priority: 30,
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                },
                { name: 'site', priority: 20, test: (id: string) => SITE.test(id) && !ADMIN_ICON.test(id) },
                { name: 'admin-icons', priority: 10, test: (id: string) => ADMIN_ICON.test(id) },
              ],
            },
          },
        },
      },
    },
    // The server bundle is our Express app (server/entry.ts) with the React Router build inside,
    // so the API and the pages share one module graph. See docs/decisions/0001-react-router-on-express.md.
    ssr: { build: { rollupOptions: { input: './server/entry.ts' } } },
  },
})
