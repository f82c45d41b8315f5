import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
    // The server bundle is our Express app (server/entry.ts) with the React Router build inside,
    // so the API and the pages share one module graph. See docs/decisions/0001-react-router-on-express.md.
    ssr: { build: { rollupOptions: { input: './server/entry.ts' } } },
  },
})
