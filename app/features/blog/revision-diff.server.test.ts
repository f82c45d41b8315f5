import { describe, expect, it } from 'vitest'
import { diffProse, htmlToProse } from './revision-diff.server.ts'

describe('revision diffs (decision 28)', () => {
  it('reads a post as prose: a block a line, list items marked, images by their alt text', () => {
    expect(
      htmlToProse(
        '<h2>Plan</h2><p>Test <strong>restores</strong>&nbsp;often.<br>Really.</p><ul><li>One</li><li>Two</li></ul><p><img src="/x.webp" alt="A server room"></p>',
      ),
    ).toBe('Plan\nTest restores often.\nReally.\n• One\n• Two\n[Image: A server room]')
  })

  it('skips the middle of long unchanged text and counts the words skipped', () => {
    const words = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ')
    const parts = diffProse(`Start. ${words} End.`, `Begin. ${words} End.`)
    expect(parts.slice(0, 2)).toEqual([
      { op: 'removed', text: 'Start' },
      { op: 'added', text: 'Begin' },
    ])
    const skip = parts.find((p) => p.op === 'skip')
    expect(skip).toBeDefined()
    const shown = parts.map((p) => (p.op === 'skip' ? '' : p.text)).join('')
    expect(shown).not.toContain('word150 ')
    expect(shown.length).toBeLessThan(400)
  })

  it('answers for the longest posts, falling back to paragraphs when words would take too long', () => {
    const paragraph = (i: number, tweak: string) => `Paragraph ${i} about ${tweak} backups and restores for a district.`
    const before = Array.from({ length: 3000 }, (_, i) => paragraph(i, i % 2 ? 'offline' : 'tested')).join('\n')
    const after = Array.from({ length: 3000 }, (_, i) => paragraph(i, i % 3 ? 'immutable' : 'tested')).join('\n')
    expect(before.length).toBeGreaterThan(190_000)
    const parts = diffProse(before, after)
    expect(parts.some((p) => p.op === 'added')).toBe(true)
    expect(parts.some((p) => p.op === 'removed')).toBe(true)
  })
})
