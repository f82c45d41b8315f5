declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router'
  export const assets: ServerBuild['assets']
  export const entry: ServerBuild['entry']
  export const routes: ServerBuild['routes']
  const build: ServerBuild
  export default build
}

/** negotiator 1.x: its published types describe 0.6, without `preferred`. */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> })
    encoding<T extends string>(available: readonly T[], options?: { preferred?: readonly string[] }): T | undefined
  }
}
