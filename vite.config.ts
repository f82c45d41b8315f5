import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress-plugin.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            entryFileNames: 'assets/[name]-[hash].js',
            // Fewer, larger shared chunks: one request for the framework and one for the icons
            // instead of dozens of tiny ones on a school network (issue 6). Admin-only components
            // stay out of the shared chunk so public pages never download them, and so does zod (app/lib/zod.ts),
            // which form validation loads on the first submit.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                },
                {
                  name: 'site',
                  test: /node_modules[\\/]lucide-react[\\/]|[\\/]app[\\/](components(?![\\/]layout[\\/]admin-)|lib(?![\\/]zod\.ts))[\\/]|[\\/]app[\\/]features[\\/](blog|leads)[\\/](format|lead-options|post-card|attribution|contact-form|newsletter-form)/,
                },
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
