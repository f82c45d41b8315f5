import { describe, expect, it } from 'vitest'
import { resources } from '#content/resources.ts'
import { filterResources, resourceCount, resourcePage, resourcePageCount } from './resource-list.ts'

describe('the resource library search (spec §9)', () => {
  it('matches title or description, case-insensitive, ignoring surrounding spaces', () => {
    const titles = filterResources(resources, '  RANSOMWARE ').map((r) => r.title)
    // One by its title, one by its description ("...the first hours and days of a ransomware attack").
    expect(titles).toEqual(expect.arrayContaining(['Ransomware Prevention Guide', 'Incident Response Playbook']))
    expect(filterResources(resources, '')).toEqual(resources)
    expect(filterResources(resources, 'zebra crossing')).toEqual([])
  })

  it('says how many match, and splits them into pages of six', () => {
    expect(resourceCount(15, 15)).toBe('15 free resources')
    expect(resourceCount(2, 15)).toBe('2 of 15 resources match')
    expect(resourcePageCount(15)).toBe(3)
    expect(resourcePageCount(0)).toBe(1)
    expect(resourcePage(resources, 3).map((r) => r.slug)).toEqual(resources.slice(12).map((r) => r.slug))
  })
})
