/** The URL of the script of the pages served without React, made by the `islands` plugin in vite.config.ts. */
declare module 'virtual:islands' {
  export const islandScript: string
}
