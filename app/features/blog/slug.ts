/** The schema, the API, the page loader and the page cache all test this one pattern. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,100}$/

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
}
