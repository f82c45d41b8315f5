import { existsSync } from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { ADMIN_HOME, ADMIN_PAGES, PASSWORD_RESET_PAGE } from './admin-pages.ts'

const flat = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])])

// The password reset's two pages (decision 60) are the admin's too, but outside the menu: no session.
const outsideMenu = [PASSWORD_RESET_PAGE, `${PASSWORD_RESET_PAGE}/:token`]

it('holds every admin-* route of the route table, each with its route module, and nothing else', () => {
  const adminRoutes = flat(routes).filter((entry) => entry.path?.startsWith('admin-'))
  const inMenu = adminRoutes.filter((entry) => !outsideMenu.includes(`/${entry.path}`))
  expect(inMenu.map((entry) => `/${entry.path}`)).toEqual(ADMIN_PAGES.map((page) => page.path))
  expect(adminRoutes).toHaveLength(ADMIN_PAGES.length + outsideMenu.length)
  for (const entry of adminRoutes) expect(existsSync(path.join('app', entry.file)), entry.file).toBe(true)
  expect(ADMIN_PAGES.map((page) => page.path)).toContain(ADMIN_HOME)
})
