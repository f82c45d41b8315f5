import { existsSync } from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { ADMIN_HOME, ADMIN_PAGES } from './admin-pages.ts'

const flat = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])])

it('holds every admin-* route of the route table, each with its route module, and nothing else', () => {
  const adminRoutes = flat(routes).filter((entry) => entry.path?.startsWith('admin-'))
  expect(adminRoutes.map((entry) => `/${entry.path}`)).toEqual(ADMIN_PAGES.map((page) => page.path))
  for (const entry of adminRoutes) expect(existsSync(path.join('app', entry.file)), entry.file).toBe(true)
  expect(ADMIN_PAGES.map((page) => page.path)).toContain(ADMIN_HOME)
})
