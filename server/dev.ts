import { createServer } from 'vite'
import type { ServerBuild } from 'react-router'

process.env.NODE_ENV ??= 'development'
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
const entry = (await vite.ssrLoadModule('/server/entry.ts')) as typeof import('./entry.ts')
await entry.startServer({
  devMiddleware: vite.middlewares,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
})
