/** The one list of admin pages, in menu order; a plain module because the browser reads it too. */
export const ADMIN_PAGES = [
  { path: '/admin-blog', label: 'Blog' },
  { path: '/admin-contacts', label: 'Leads' },
  { path: '/admin-insights', label: 'Insights' },
  { path: '/admin-bookings', label: 'Meetings' },
  { path: '/admin-newsletter', label: 'Newsletter' },
  { path: '/admin-integrations', label: 'Webhooks' },
  { path: '/admin-account', label: 'Account security' },
] as const satisfies readonly { path: `/admin-${string}`; label: string }[]

export type AdminPath = (typeof ADMIN_PAGES)[number]['path']

export const ADMIN_HOME: AdminPath = '/admin-contacts'

export const isAdminPath = (path: unknown): path is AdminPath => ADMIN_PAGES.some((page) => page.path === path)

/** "Forgot your password?" (decision 60), and under it, followed by a link's token, the new password. */
export const PASSWORD_RESET_PAGE = '/admin-password-reset'

/** The account's email address panel on Account security: where a page sends an admin to add one. */
export const ACCOUNT_EMAIL_PANEL = 'email-address'
export const ACCOUNT_EMAIL_LINK = `/admin-account#${ACCOUNT_EMAIL_PANEL}`
