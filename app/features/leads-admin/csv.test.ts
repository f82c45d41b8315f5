import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.ts'

describe('toCsv', () => {
  it('round-trips through a CSV parser with quotes, commas, newlines, accents and arrays', () => {
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
    const csv = toCsv(rows)
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

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    const hostile = ['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']
    const csv = toCsv(hostile.map((v) => ({ firstName: v })))
    const parsed = parse(csv.slice(1), { columns: true, relax_quotes: true }) as Record<string, string>[]
    expect(parsed.map((r) => r.firstName)).toEqual(hostile.map((v) => `'${v}`))
  })

  it('quotes every cell, the header and empty ones included', () => {
    expect(toCsv([{ id: 1, district: 'Oak', note: null }])).toBe('\uFEFF"id","district","note"\r\n"1","Oak",""\r\n')
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

  it('round-trips every value through a comma parser, a single quote before each neutralised cell start', () => {
    const parsed = parse(toCsv(hostile.map((district) => ({ district }))).slice(1), { columns: true }) as {
      district: string
    }[]
    expect(parsed.map((r) => r.district)).toEqual(neutralised)
  })

  it('stays inert when a spreadsheet in a semicolon-list locale splits the line on semicolons', () => {
    const csv = toCsv(hostile.map((district, id) => ({ id, district, services: ['=a', '+b'] }))).slice(1)
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

  it('uses the columns of the first row and returns nothing for no rows', () => {
    expect(toCsv([])).toBe('')
    const parsed = parse(toCsv([{ a: 1 }, { a: 2, b: 3 }]).slice(1), { columns: true })
    expect(parsed).toEqual([{ a: '1' }, { a: '2' }])
  })
})
