/** The link signs its expiry; the page says so. */
export const CONFIRM_LINK_DAYS = 7
