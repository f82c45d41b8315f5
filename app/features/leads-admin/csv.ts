/**
 * OWASP CSV injection: values come from public forms (docs/security.md). A `;`-list locale splits
 * `Springfield;=1+2;x` on `;`, so a formula character is quoted after every boundary, not just at the start.
 */
const CELL_BOUNDARY = new Set([',', ';', '"', '\t', '\r', '\n'])
const FORMULA_AHEAD = /[ \u00a0]*[=+\-@\t\r]/y

function neutralise(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 1) {
    FORMULA_AHEAD.lastIndex = i
    if ((i === 0 || CELL_BOUNDARY.has(text[i - 1]!)) && FORMULA_AHEAD.test(text)) out += "'"
    out += text[i]
  }
  return out
}

export function csvCell(value: unknown): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (Array.isArray(value)) text = value.map((v) => String(v)).join(';')
  else if (value instanceof Date) text = value.toISOString()
  else text = String(value)
  return `"${neutralise(text).replace(/"/g, '""')}"`
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`
