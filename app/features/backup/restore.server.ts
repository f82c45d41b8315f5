import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import type { Database, MigrationEntry } from '#app/lib/db.server.ts'
import type { KeyRing } from '#app/lib/keys.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { extractArchive } from './archive.server.ts'
import { loadTables } from './copy.server.ts'
import { manifestCounts, stagedObject } from './manifest.server.ts'

/** The images go last: writing them is idempotent. */
export async function restoreBackup({
  database,
  storage,
  file,
  keys,
  force = false,
  logger,
  journal,
}: {
  database: Database
  storage: ObjectStorage
  file: string
  keys: KeyRing | null
  force?: boolean
  logger: Logger
  journal?: MigrationEntry[]
}) {
  const started = Date.now()
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-restore-'))
  try {
    const manifest = await extractArchive(file, temp, keys)
    await loadTables(database, manifest, temp, { force, logger, journal })
    for (const [i, object] of manifest.objects.entries())
      await storage.put(object.name, await fs.readFile(stagedObject(temp, i)))
    return { ...manifestCounts(manifest), ms: Date.now() - started }
  } finally {
    await fs.rm(temp, { recursive: true, force: true })
  }
}
