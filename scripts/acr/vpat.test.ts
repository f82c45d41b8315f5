import { describe, expect, test } from 'vitest'
import { assess, html, markdown, type CheckEvidence, type TestEvidence } from './vpat.ts'
import { criteria } from './wcag21.ts'

const check = (over: Partial<CheckEvidence> = {}): CheckEvidence => ({
  state: 'Home',
  project: 'desktop',
  rules: {
    'color-contrast': { outcome: 'passes', tags: ['wcag2aa', 'wcag143'] },
    'image-alt': { outcome: 'passes', tags: ['wcag2a', 'wcag111'] },
  },
  htmlcs: { standard: 'WCAG2AA', errors: [], criteria: { '1.1.1': [0, 0, 2] } },
  probe: { media: 0, audio: 0 },
  ...over,
})
const journey = (tags: string[], status: TestEvidence['status'] = 'passed'): TestEvidence => ({
  title: 'the whole quiz by keyboard',
  project: 'desktop',
  tags,
  status,
})
const row = (rows: ReturnType<typeof assess>, id: string) => rows.find((r) => r.criterion.id === id)!

describe('the VPAT decides each level from the evidence', () => {
  test('every WCAG 2.1 A and AA criterion has a row: 30 at A, 20 at AA', () => {
    expect(criteria.filter((c) => c.level === 'A')).toHaveLength(30)
    expect(criteria.filter((c) => c.level === 'AA')).toHaveLength(20)
    expect(new Set(criteria.map((c) => c.id)).size).toBe(50)
  })

  test('a rule that passed, a passing journey: Supports, with the evidence in the remarks', () => {
    const rows = assess([check()], [journey(['@wcag2.1.1'])])
    expect(row(rows, '1.4.3').conformance).toBe('Supports')
    expect(row(rows, '1.4.3').remarks.join(' ')).toContain('axe-core (color-contrast): applied on 1 of 1')
    expect(row(rows, '2.1.1').conformance).toBe('Supports')
    expect(row(rows, '2.1.1').remarks.join(' ')).toContain('“the whole quiz by keyboard” (desktop)')
  })

  test('a violation, an HTML_CodeSniffer error or a failed journey: Does Not Support, naming it', () => {
    const failing = check({
      rules: { 'color-contrast': { outcome: 'violations', tags: ['wcag143'] } },
      htmlcs: { standard: 'WCAG2AA', errors: ['x'], criteria: { '1.1.1': [1, 0, 0] } },
    })
    const rows = assess([failing], [journey(['@wcag2.1.1'], 'failed')])
    expect(row(rows, '1.4.3').conformance).toBe('Does Not Support')
    expect(row(rows, '1.4.3').remarks[0]).toContain('axe `color-contrast` on Home (desktop)')
    expect(row(rows, '1.1.1').conformance).toBe('Does Not Support')
    expect(row(rows, '2.1.1').conformance).toBe('Does Not Support')
  })

  test('media criteria: Not Applicable with no media on any page, evaluated as soon as one has some', () => {
    expect(row(assess([check()], []), '1.2.2').conformance).toBe('Not Applicable')
    const withVideo = assess([check(), check({ probe: { media: 1, audio: 1 } })], [])
    expect(row(withVideo, '1.2.2').conformance).toBe('Not Evaluated')
  })

  test('toasts and chart tooltips: Supports with their tagged journeys, Does Not Support when one fails', () => {
    const passed = assess([check()], [journey(['@wcag2.2.1', '@wcag1.4.13'])])
    expect(row(passed, '2.2.1').conformance).toBe('Supports')
    expect(row(passed, '1.4.13').conformance).toBe('Supports')
    expect(row(passed, '2.2.1').remarks.join(' ')).toContain('stays until dismissed')
    const failed = assess([check()], [journey(['@wcag2.2.1'], 'failed')])
    expect(row(failed, '2.2.1').conformance).toBe('Does Not Support')
  })

  test('the Markdown and the HTML have the VPAT sections and one table row per criterion', () => {
    const rows = assess([check()], [])
    const meta = {
      businessName: 'SchoolShield',
      email: 'a@b.example',
      date: '2026-11-25',
      commit: 'abc',
      checks: 1,
      viewports: 'desktop (1280 × 800)',
      axeVersion: '4.11.0',
      htmlcsStandard: 'WCAG2AA',
      tests: 0,
      reducedMotion: '',
    }
    const md = markdown(rows, meta)
    for (const heading of [
      '## Applicable Standards/Guidelines',
      '## Terms',
      '### Table 1: Success Criteria, Level A',
      '### Table 2: Success Criteria, Level AA',
    ])
      expect(md).toContain(heading)
    expect(md.match(/^\| \d\.\d+\.\d+ /gm)).toHaveLength(50)
    const page = html(rows, meta)
    expect(page.match(/<tr><th scope="row">/g)).toHaveLength(50 + 3)
    expect(page).not.toContain('<script')
  })
})
