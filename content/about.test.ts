import { describe, expect, it } from 'vitest'
import { aboutFor, shortName } from './about.ts'

describe('the About section', () => {
  it('reads as before for the default consultant', () => {
    const about = aboutFor('Dr. Morgan Ellis')
    expect(about.heading).toBe('About Dr. Morgan Ellis')
    expect(about.paragraphs[0]).toMatch(/^Dr\. Morgan Ellis founded .* Dr\. Ellis has worked in technology/)
    expect(about.reasons.at(-1)?.description).toContain('Dr. Ellis stays involved')
  })

  it('names the configured consultant everywhere, and no one else', () => {
    const text = JSON.stringify(aboutFor('Jordan Rivera'))
    expect(text).toContain('About Jordan Rivera')
    expect(text).toContain('Jordan Rivera has worked in technology')
    expect(text).toContain('Jordan Rivera stays involved')
    expect(text).not.toMatch(/Ellis|Morgan/)
  })

  it('shortens a name only when it starts with an honorific and has a surname to keep', () => {
    expect(shortName('Dr. Morgan Ellis')).toBe('Dr. Ellis')
    expect(shortName('Ms Dana Lee')).toBe('Ms Lee')
    expect(shortName('Dr. Ellis')).toBe('Dr. Ellis')
    expect(shortName(' Jordan Rivera ')).toBe('Jordan Rivera')
  })
})
