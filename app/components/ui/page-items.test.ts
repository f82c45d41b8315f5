import { describe, expect, it } from 'vitest'
import { pageItems } from './page-items.ts'

describe('pageItems (spec §9)', () => {
  it('shows up to five pages in full', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('otherwise shows first, last and neighbours with ellipses', () => {
    expect(pageItems(1, 9)).toEqual([1, 2, 'ellipsis', 9])
    expect(pageItems(5, 9)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 9])
    expect(pageItems(9, 9)).toEqual([1, 'ellipsis', 8, 9])
    expect(pageItems(3, 9)).toEqual([1, 2, 3, 4, 'ellipsis', 9])
  })
})
