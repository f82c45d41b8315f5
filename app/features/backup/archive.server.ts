import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import tar from 'tar-stream'
import type { KeyRing } from '#app/lib/keys.server.ts'
import { BackupError } from './backup-error.ts'
import { checksumStream } from './checksum.server.ts'
import { parseManifest, stagedObject, stagedTable, type Manifest } from './manifest.server.ts'
import { MAC_ENTRY, signManifest, verifyManifest } from './signature.server.ts'

/** Decisions 8 and 15: one .tar.gz that standard `tar` lists and extracts, `manifest.json` first. */

const ARCHIVE_NAME = /^site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.tar\.gz$/
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024

export function archiveName(now: Date): string {
  return `site-backup-${now.toISOString().replace(/:/g, '-').replace('.', '-')}.tar.gz`
}

export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await fs.readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort()
  const old = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of old) await fs.rm(path.join(dir, name), { force: true })
  return old
}

/** Written beside `file` first, then renamed, so a half-written archive never carries the final name. */
export async function writeArchive(file: string, manifest: Manifest, dir: string, keys: KeyRing): Promise<void> {
  const mtime = new Date(manifest.createdAt)
  await fs.mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`
  const pack = tar.pack()
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }))
  const add = (name: string, size: number, source: Readable) =>
    new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o600, mtime }, (error) => (error ? reject(error) : resolve()))
      source.on('error', reject)
      source.pipe(entry)
    })
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2))
  const mac = signManifest(manifestBytes, keys)
  await add('manifest.json', manifestBytes.length, PassThrough.from([manifestBytes]))
  await add(MAC_ENTRY, mac.length, PassThrough.from([mac]))
  for (const [i, table] of manifest.tables.entries())
    await add(table.file, table.bytes, createReadStream(stagedTable(dir, i)))
  for (const [i, object] of manifest.objects.entries())
    await add(object.file, object.bytes, createReadStream(stagedObject(dir, i)))
  pack.finalize()
  await written
  await fs.rename(partial, file)
}

/** Checked whole first; files are staged by manifest position, never by a name from the archive. */
export async function extractArchive(file: string, dir: string, keys: KeyRing | null): Promise<Manifest> {
  let manifestBytes: Buffer | undefined
  let manifest: Manifest | undefined
  const expected = new Map<string, { path: string; bytes: number; sha256: string }>()
  const seen = new Set<string>()
  const extract = tar.extract()
  const accept = (macBytes: Buffer | null) => {
    verifyManifest(manifestBytes!, macBytes, keys)
    manifest = parseManifest(manifestBytes!)
    for (const [i, t] of manifest.tables.entries()) expected.set(t.file, { ...t, path: stagedTable(dir, i) })
    for (const [i, o] of manifest.objects.entries()) expected.set(o.file, { ...o, path: stagedObject(dir, i) })
  }
  const readSmall = (stream: NodeJS.EventEmitter, done: (bytes: Buffer) => void, next: (error?: Error) => void) => {
    const chunks: Buffer[] = []
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_MANIFEST_BYTES) chunks.push(chunk)
    })
    stream.on('error', next)
    stream.on('end', () => {
      try {
        if (size > MAX_MANIFEST_BYTES) throw new BackupError('The backup manifest is too large.')
        done(Buffer.concat(chunks))
        next()
      } catch (error) {
        next(error as Error)
      }
    })
  }
  extract.on('entry', (header, stream, next) => {
    const fail = (error: Error) => {
      stream.resume()
      next(error)
    }
    try {
      if (header.type !== 'file') return fail(new BackupError(`Unexpected entry in the archive: ${header.name}`))
      if (!manifestBytes) {
        if (header.name !== 'manifest.json')
          return fail(new BackupError('This is not a site backup (it does not start with manifest.json).'))
        return readSmall(stream, (bytes) => (manifestBytes = bytes), next)
      }
      if (!manifest) {
        if (header.name !== MAC_ENTRY) {
          accept(null) // throws: not signed
          return
        }
        return readSmall(stream, (bytes) => accept(bytes), next)
      }
    } catch (error) {
      return fail(error as Error)
    }
    const target = expected.get(header.name)
    if (!target || seen.has(header.name))
      return fail(new BackupError(`Unexpected entry in the archive: ${header.name}`))
    seen.add(header.name)
    const sum = checksumStream()
    pipeline(stream, sum.stream, createWriteStream(target.path))
      .then(() => {
        const { bytes, sha256 } = sum.result()
        if (bytes !== target.bytes || sha256 !== target.sha256)
          return next(new BackupError(`The archive is damaged: ${header.name} does not match its checksum.`))
        next()
      })
      .catch(next)
  })
  try {
    await pipeline(createReadStream(file), zlib.createGunzip(), extract)
  } catch (error) {
    if (error instanceof BackupError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new BackupError(`No such file: ${file}`)
    throw new BackupError(`The archive cannot be read (${(error as Error).message}); it is damaged or not a backup.`)
  }
  if (!manifestBytes) throw new BackupError('This is not a site backup (the archive is empty).')
  if (!manifest) accept(null)
  const missing = [...expected.keys()].filter((name) => !seen.has(name))
  if (missing.length) throw new BackupError(`The archive is damaged: ${missing[0]} is missing.`)
  return manifest!
}
