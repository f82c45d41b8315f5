/** `npm start`: the bundled server (build/server/index.js). */
import './drizzle-resolve-hook.ts'

process.env.NODE_ENV ??= 'production'

// @ts-expect-error -- plain JavaScript produced by `npm run build`
const { startServer } = (await import('../build/server/index.js')) as typeof import('./entry.ts')

startServer().catch((error: unknown) => {
  console.error('Could not start the server:', error instanceof Error ? error.message : error)
  process.exit(1)
})
