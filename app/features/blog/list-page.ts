/** Anything not a whole number from 1 to 100,000 is page 1 (the page cache keys it the same way). */
export function blogPageNumber(value: string | null): number {
  const raw = Number(value ?? '1')
  return Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1
}
