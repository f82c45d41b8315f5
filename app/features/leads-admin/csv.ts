/**
 * The cells of the CSV export (csv-export.ts streams it from the server; docs/decisions/0012):
 * every field of the row (lead-columns.ts names them, in order), arrays joined with semicolons. Safe for spreadsheets,
 * because these values arrive from public forms (OWASP CSV injection): a UTF-8 byte order mark so
 * Excel shows accents; every cell quoted (RFC 4180); and a single quote before any formula
 * character (= + - @ tab CR) that could begin a cell. A cell begins not only at the start of the
 * value: a spreadsheet set to a `;`-list locale splits the line on `;` (and our quotes no longer
 * line up with its cells), so a district `Springfield;=1+2;x` would hold a live `=1+2`. So the
 * quote also goes after every `,` `;` quote, tab or line break inside a value, when a formula
 * character follows it (spaces between included): `Springfield;'=1+2;x`.
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
