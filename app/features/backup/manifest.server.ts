import path from 'node:path'
import { OBJECT_NAME } from '#app/features/objects/storage.server.ts'
import { z } from '#app/lib/zod.ts'
import { BackupError } from './backup-error.ts'
import { BACKED_UP_TABLES, IDENTIFIER, NO_LONGER_RESTORED } from './tables.server.ts'

/** Decisions 8 and 15. Version 2 is the first signed one; its archives from any earlier code still read. */
export const FORMAT = 'k12-site-backup'
export const FORMAT_VERSION = 2

const SHA256 = /^[0-9a-f]{64}$/

const fileEntry = { file: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(SHA256) }

/** Any other issue is reported as a malformed manifest. */
const REFUSAL = { refusal: true }

const tableEntry = z
  .strictObject({
    name: z.string().regex(IDENTIFIER),
    columns: z.array(z.string().regex(IDENTIFIER)).min(1),
    rows: z.number().int().nonnegative(),
    ...fileEntry,
  })
  .refine((t) => t.file === `tables/${t.name}.copy`)

const objectEntry = z
  .strictObject({ name: z.string().regex(OBJECT_NAME), ...fileEntry })
  .refine((o) => o.file === `objects/${o.name}`)

export const manifestSchema = z.strictObject({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  schema: z.strictObject({
    migrations: z.array(z.number().int()),
    latest: z.string().nullable(),
  }),
  storage: z.enum(['local', 's3']),
  tables: z.array(tableEntry).superRefine((tables, ctx) => {
    // A signed manifest naming pg_authid must still be refused.
    const foreign = tables.find((t) => !BACKED_UP_TABLES.includes(t.name) && !NO_LONGER_RESTORED.includes(t.name))
    if (foreign)
      ctx.addIssue({
        code: 'custom',
        params: REFUSAL,
        message: `The backup manifest names a table that is not the site's to restore: ${JSON.stringify(foreign.name)}.`,
      })
    if (new Set(tables.map((t) => t.name)).size !== tables.length)
      ctx.addIssue({ code: 'custom', params: REFUSAL, message: 'The backup manifest names a table twice.' })
  }),
  objects: z.array(objectEntry),
})

export type Manifest = z.infer<typeof manifestSchema>
export type TableEntry = Manifest['tables'][number]
export type ObjectEntry = Manifest['objects'][number]

export function readJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    return null
  }
}

export function declaredVersion(bytes: Buffer): unknown {
  return (readJson(bytes) as { version?: unknown } | null)?.version
}

/** Call it only on bytes whose authentication code verified (signature.server.ts). */
export function parseManifest(bytes: Buffer): Manifest {
  const version = declaredVersion(bytes)
  if (version !== FORMAT_VERSION)
    throw new BackupError(
      `This backup uses format version ${String(version)}; this version of the site reads ${FORMAT_VERSION}.`,
    )
  const parsed = manifestSchema.safeParse(readJson(bytes))
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues
  const refusal = issues.every((issue) => issue.code === 'custom' && issue.params?.refusal === true)
  throw new BackupError(refusal ? issues[0]!.message : 'The backup manifest is malformed.')
}

export function manifestCounts(manifest: Manifest) {
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    objects: manifest.objects.length,
  }
}

/** By position in the manifest, never by a name taken from the archive. */
export const stagedTable = (dir: string, index: number) => path.join(dir, `${index}.table`)
export const stagedObject = (dir: string, index: number) => path.join(dir, `${index}.object`)
