import { csvCell } from './csv.ts'
import { csvFields, type KindColumns } from './lead-columns.ts'

/** Streamed as the server reads the rows, one chunk per batch (decision 12). */
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
