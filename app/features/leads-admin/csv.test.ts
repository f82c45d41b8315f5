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

  it('uses the columns of the first row and returns nothing for no rows', () => {
    expect(toCsv([])).toBe('')
    const parsed = parse(toCsv([{ a: 1 }, { a: 2, b: 3 }]).slice(1), { columns: true })
    expect(parsed).toEqual([{ a: '1' }, { a: '2' }])
  })
})
