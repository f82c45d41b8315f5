import { downloadBlob } from '#app/lib/download.ts'

/**
 * CSV export built in the browser from the filtered rows (spec §7): every field of the server's
 * row (lead-columns.ts names them, in order), arrays joined with semicolons. Safe for spreadsheets:
 * RFC 4180 quoting, a UTF-8 byte order mark so Excel shows accents, and cells that start like a
 * formula (= + - @ tab CR) prefixed with a single quote, because those values arrive from public
 * forms (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (Array.isArray(value)) text = value.map((v) => String(v)).join(';')
  else if (value instanceof Date) text = value.toISOString()
  else text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** `columns` default to the keys of the first row (spec §7). */
export function toCsv<Row extends object>(
  rows: readonly Row[],
  columns: readonly (keyof Row & string)[] = Object.keys(rows[0] ?? {}) as (keyof Row & string)[],
): string {
  if (rows.length === 0) return ''
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))]
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export function downloadCsv<Row extends object>(
  fileName: string,
  rows: readonly Row[],
  columns: readonly (keyof Row & string)[],
) {
  downloadBlob(new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }), fileName)
}
