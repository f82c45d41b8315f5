import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import type { Database } from '#app/lib/db.server.ts'
import type { KeyRing } from '#app/lib/keys.server.ts'
import { writeArchive } from './archive.server.ts'
import { checksumStream } from './checksum.server.ts'
import { dumpTables } from './copy.server.ts'
import {
  FORMAT,
  FORMAT_VERSION,
  manifestCounts,
  stagedObject,
  type Manifest,
  type ObjectEntry,
} from './manifest.server.ts'

export type BackupResult = Awaited<ReturnType<typeof createBackup>>

/** One consistent snapshot of the tables, and every stored image (decisions 8 and 15). */
export async function createBackup({
  database,
  storage,
  file,
  keys,
  now = new Date(),
}: {
  database: Database
  storage: ObjectStorage
  file: string
  keys: KeyRing
  now?: Date
}) {
  const started = Date.now()
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-'))
  try {
    const { schema, tables } = await dumpTables(database, temp)
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: now.toISOString(),
      schema,
      storage: storage.kind,
      tables,
      objects: await dumpObjects(storage, temp),
    }
    await writeArchive(file, manifest, temp, keys)
    return { file, bytes: (await fs.stat(file)).size, ...manifestCounts(manifest), ms: Date.now() - started }
  } finally {
    await fs.rm(temp, { recursive: true, force: true })
  }
}

async function dumpObjects(storage: ObjectStorage, dir: string): Promise<ObjectEntry[]> {
  const objects: ObjectEntry[] = []
  for (const name of await storage.list()) {
    const bytes = await storage.get(name)
    if (!bytes) continue // deleted since it was listed
    const sum = checksumStream()
    await pipeline(Readable.from([bytes]), sum.stream, createWriteStream(stagedObject(dir, objects.length)))
    const { sha256 } = sum.result()
    objects.push({ name, file: `objects/${name}`, bytes: bytes.length, sha256 })
  }
  return objects
}
