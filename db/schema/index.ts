export * from './leads.ts'
export * from './blog.ts'
export * from './auth.ts'
export * from './app-state.ts'
