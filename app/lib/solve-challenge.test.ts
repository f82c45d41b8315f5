import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256 } from './solve-challenge.ts'

describe("the browser's SHA-256 (proof-of-work solver)", () => {
  it('agrees with node:crypto for every length it accepts, across the one- and two-block boundary', () => {
    const out = new Uint32Array(8)
    for (let length = 0; length <= 119; length++) {
      for (let round = 0; round < 5; round++) {
        const bytes = randomBytes(length)
        sha256(bytes, length, out)
        const hex = Array.from(out, (word) => word.toString(16).padStart(8, '0')).join('')
        expect(hex, `length ${length}`).toBe(createHash('sha256').update(bytes).digest('hex'))
      }
    }
  })
})
