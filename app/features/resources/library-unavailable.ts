/** A module of its own: the site script of every page without React imports it. */
export const RESOURCE_LIBRARY_UNAVAILABLE = 'Search and downloads could not load. Reload the page to use them.'
