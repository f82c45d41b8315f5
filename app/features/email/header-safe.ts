/** Visitor text placed in a mail header: no CR/LF (header injection) and no other control characters. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, 200)
}
