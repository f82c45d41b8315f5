import { csvCell } from './csv.ts'
import { csvFields, type KindColumns } from './lead-columns.ts'

/**
 * The dashboard's CSV, built by the server as it reads the rows (docs/decisions/0012): the same
 * columns as the column definitions name (spec §7: every field of the row, in order), the same
 * cells as csv.ts makes (every cell quoted, arrays joined with semicolons, formula characters
 * neutralised wherever a cell can begin), a UTF-8 byte order mark first. Yields text chunks, one per batch of rows.
 */
export async function* csvChunks<Row>(
  kind: KindColumns<Row>,
  batches: AsyncIterable<readonly Record<string, unknown>[]>,
): AsyncGenerator<string> {
  const fields = csvFields(kind)
  yield `\uFEFF${fields.map(csvCell).join(',')}\r\n`
  for await (const rows of batches) {
    yield rows.map((row) => `${fields.map((field) => csvCell(row[field])).join(',')}\r\n`).join('')
  }
}
