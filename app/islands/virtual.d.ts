/** The URL of the home page's script, made by the `islands` plugin in vite.config.ts. */
declare module 'virtual:islands' {
  export const homeIsland: string
}
