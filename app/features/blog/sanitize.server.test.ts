import { describe, expect, it } from 'vitest'
import { sanitizePostHtml } from './sanitize.server.ts'

describe('sanitizePostHtml', () => {
  it('makes images in a post body lazy, keeping their size and text alternative', () => {
    const html = sanitizePostHtml(
      '<p>Intro</p><img src="/objects/uploads/abc-123" alt="Tabletop exercise" width="640" height="360" loading="eager">',
    )
    expect(html).toBe(
      '<p>Intro</p><img src="/objects/uploads/abc-123" alt="Tabletop exercise" width="640" height="360" loading="lazy" decoding="async" />',
    )
  })

  it('still drops images from other origins and their handlers', () => {
    expect(sanitizePostHtml('<img src="https://evil.example/x.png" onerror="x()"><p>ok</p>')).toBe('<p>ok</p>')
  })
})
