/** Control characters, CR/LF above all (header injection), become a space. */
export function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ')
}

/** Visitor text in a mail header: one line, trimmed, at most 200 characters. */
export function headerSafe(value: string): string {
  return oneLine(value).trim().slice(0, 200)
}
