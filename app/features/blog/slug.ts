/** A post's URL slug: the schema, the API, the page loader and the page cache all test this one pattern. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,100}$/

/** Spec §4: lowercase; drop all but letters, digits, spaces, hyphens; whitespace to hyphens; collapse hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
}
