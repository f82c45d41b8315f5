import { csvLine } from './csv.ts'
import { csvFields, type KindColumns } from './lead-columns.ts'

/** Streamed as the server reads the rows, one chunk per batch (decision 12). */
export async function* csvChunks<Row>(
  kind: KindColumns<Row>,
  batches: AsyncIterable<readonly Record<string, unknown>[]>,
): AsyncGenerator<string> {
  const fields = csvFields(kind)
  yield `\uFEFF${csvLine(fields)}`
  for await (const rows of batches) {
    yield rows.map((row) => csvLine(fields.map((field) => row[field]))).join('')
  }
}
