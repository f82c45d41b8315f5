declare module 'virtual:islands' {
  export const islandScript: string
}
