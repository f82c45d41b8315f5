import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvChunks } from './csv-export.ts'
import type { KindColumns } from './lead-columns.ts'

/** The export as the server streams it (csv-export.ts), for rows with these fields. */
async function toCsv(rows: readonly Record<string, unknown>[], fields = Object.keys(rows[0] ?? {})) {
  const kind = { columns: [{ fields }] } as unknown as KindColumns<Record<string, unknown>>
  let csv = ''
  for await (const chunk of csvChunks(
    kind,
    (async function* () {
      yield rows
    })(),
  ))
    csv += chunk
  return csv
}

describe('the CSV export', () => {
  it('round-trips through a CSV parser with quotes, commas, newlines, accents and arrays', async () => {
    const rows = [
      {
        id: 1,
        firstName: 'José',
        district: 'Smith, "North" USD',
        services: ['vciso', 'assessment'],
        message: 'line one\nline two',
        studentCount: null,
      },
    ]
    const csv = await toCsv(rows)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const parsed = parse(csv.slice(1), { columns: true }) as Record<string, string>[]
    expect(parsed).toEqual([
      {
        id: '1',
        firstName: 'José',
        district: 'Smith, "North" USD',
        services: 'vciso;assessment',
        message: 'line one\nline two',
        studentCount: '',
      },
    ])
  })

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const hostile = ['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']
    const csv = await toCsv(hostile.map((v) => ({ firstName: v })))
    const parsed = parse(csv.slice(1), { columns: true, relax_quotes: true }) as Record<string, string>[]
    expect(parsed.map((r) => r.firstName)).toEqual(hostile.map((v) => `'${v}`))
  })

  it('quotes every cell, the header and empty ones included', async () => {
    expect(await toCsv([{ id: 1, district: 'Oak', note: null }])).toBe(
      '\uFEFF"id","district","note"\r\n"1","Oak",""\r\n',
    )
  })

  // A `;`-list locale (much of Europe, and any Excel set that way) splits each line on `;`, where our
  // RFC 4180 quotes mean nothing: a formula character right after a `;`, `,`, quote or line break
  // inside a value would begin a live cell there.
  const hostile = [
    'Springfield;=1+2;x',
    'Oak, =HYPERLINK("http://evil.example")',
    'x;"=1+2"',
    'ok; -5+5',
    'line\n=1+2',
    '@x;@y,+z',
    'a,\t=1',
    ' =1+2',
    'K-12; plain; words, fine',
  ]
  const neutralised = [
    "Springfield;'=1+2;x",
    'Oak,\' =HYPERLINK("http://evil.example")',
    'x;"\'=1+2"',
    "ok;' -5+5",
    "line\n'=1+2",
    "'@x;'@y,'+z",
    "a,'\t'=1",
    "' =1+2",
    'K-12; plain; words, fine',
  ]

  it('round-trips every value through a comma parser, a single quote before each neutralised cell start', async () => {
    const parsed = parse((await toCsv(hostile.map((district) => ({ district })))).slice(1), { columns: true }) as {
      district: string
    }[]
    expect(parsed.map((r) => r.district)).toEqual(neutralised)
  })

  it('stays inert when a spreadsheet in a semicolon-list locale splits the line on semicolons', async () => {
    const csv = (await toCsv(hostile.map((district, id) => ({ id, district, services: ['=a', '+b'] })))).slice(1)
    const cells = [
      // as a quote-aware spreadsheet reads it with `;` as the separator
      ...(parse(csv, { delimiter: ';', relax_quotes: true, relax_column_count: true }) as string[][]).flat(),
      // and as one that splits lines and semicolons literally (tab-separated too)
      ...csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(/[;\t]/)),
    ]
    expect(cells.length).toBeGreaterThan(hostile.length * 2)
    const live = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) || /^[\s"]*[=+\-@]/.test(cell))
    expect(live).toEqual([])
  })

  it('writes the header even when no row matches', async () => {
    expect(await toCsv([], ['a', 'b'])).toBe('\uFEFF"a","b"\r\n')
  })
})
