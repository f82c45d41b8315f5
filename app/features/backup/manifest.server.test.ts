import { describe, expect, it } from 'vitest'
import { BackupError } from './backup-error.ts'
import { FORMAT, FORMAT_VERSION, parseManifest, type Manifest } from './manifest.server.ts'

const SHA = 'a'.repeat(64)

function manifest(change: (m: Manifest) => void = () => undefined): Buffer {
  const m: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: '2026-11-24T02:00:00.000Z',
    schema: { migrations: [1, 2], latest: '0001_second' },
    storage: 'local',
    tables: [
      { name: 'contacts', columns: ['id', 'email'], rows: 2, file: 'tables/contacts.copy', bytes: 40, sha256: SHA },
    ],
    objects: [],
  }
  change(m)
  return Buffer.from(JSON.stringify(m, null, 2))
}

const refusal = (bytes: Buffer) => {
  try {
    parseManifest(bytes)
  } catch (error) {
    expect(error).toBeInstanceOf(BackupError)
    return (error as BackupError).message
  }
  throw new Error('the manifest was accepted')
}

describe('the backup manifest', () => {
  it('reads a well-formed manifest', () => {
    expect(parseManifest(manifest()).tables.map((t) => t.name)).toEqual(['contacts'])
  })

  it('is refused as malformed when its shape is wrong, whatever else it holds', () => {
    const malformed = [
      manifest((m) => Object.assign(m, { extra: true })),
      manifest((m) => (m.tables[0]!.sha256 = 'not a checksum')),
      manifest((m) => (m.tables[0]!.file = '../../etc/passwd')),
      manifest((m) => (m.tables[0]!.columns = ['id; drop table contacts'])),
      manifest((m) => (m.tables[0]!.rows = -1)),
      manifest((m) => m.objects.push({ name: '../x', file: 'objects/../x', bytes: 1, sha256: SHA })),
      // A foreign table in a manifest that is malformed anyway: the shape is reported first.
      manifest((m) => {
        m.tables.push({ ...m.tables[0]!, name: 'pg_authid', file: 'tables/pg_authid.copy' })
        m.storage = 'ftp' as 's3'
      }),
    ]
    for (const bytes of malformed) expect(refusal(bytes)).toBe('The backup manifest is malformed.')
  })

  it('refuses a table that is not the site’s to restore, and a table named twice', () => {
    for (const name of ['pg_authid', 'sessions'])
      expect(refusal(manifest((m) => m.tables.push({ ...m.tables[0]!, name, file: `tables/${name}.copy` })))).toBe(
        `The backup manifest names a table that is not the site's to restore: "${name}".`,
      )
    expect(refusal(manifest((m) => m.tables.push({ ...m.tables[0]! })))).toBe(
      'The backup manifest names a table twice.',
    )
  })

  it('names the version it cannot read', () => {
    expect(refusal(manifest((m) => Object.assign(m, { version: 3 })))).toBe(
      `This backup uses format version 3; this version of the site reads ${FORMAT_VERSION}.`,
    )
    expect(refusal(Buffer.from('not json'))).toBe(
      `This backup uses format version undefined; this version of the site reads ${FORMAT_VERSION}.`,
    )
  })
})
