/** The one list of admin pages, in menu order; a plain module because the browser reads it too. */
export const ADMIN_PAGES = [
  { path: '/admin-blog', label: 'Blog' },
  { path: '/admin-contacts', label: 'Leads' },
  { path: '/admin-insights', label: 'Insights' },
  { path: '/admin-bookings', label: 'Meetings' },
  { path: '/admin-newsletter', label: 'Newsletter' },
  { path: '/admin-account', label: 'Account security' },
] as const satisfies readonly { path: `/admin-${string}`; label: string }[]

export type AdminPath = (typeof ADMIN_PAGES)[number]['path']

export const ADMIN_HOME: AdminPath = '/admin-contacts'

export const isAdminPath = (path: unknown): path is AdminPath => ADMIN_PAGES.some((page) => page.path === path)
