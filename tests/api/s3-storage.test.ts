import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { extractArchive } from '#app/features/backup/archive.server.ts'
import { createBackup } from '#app/features/backup/backup.server.ts'
import { restoreBackup } from '#app/features/backup/restore.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { postInput } from '../factories/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/** The S3 path of hero-image storage against a local S3-compatible server (s3rver) on loopback. */
let s3: S3rver
let s3Dir: string
let server: TestServer
let token: string

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'hero-images', configs: [] }],
  })
  const { port } = (await s3.run()) as unknown as { port: number }
  server = await startTestServer({
    S3_BUCKET: 'hero-images',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  await createAdmin(server.services.db, {
    username: 's3admin',
    password: 'a long s3 passphrase',
    email: 's3@x.example',
  })
  token = (
    await (
      await server.request('/api/auth/login', {
        method: 'POST',
        json: { username: 's3admin', password: 'a long s3 passphrase' },
      })
    ).json()
  ).token
})
afterAll(async () => {
  await server.close()
  await s3.close()
  await fs.rm(s3Dir, { recursive: true, force: true })
})

async function presigned(): Promise<string> {
  const res = await server.request('/api/objects/upload', { method: 'POST', token })
  expect(res.status).toBe(200)
  return (await res.json()).uploadURL
}

describe('S3-compatible storage', () => {
  it('presigns a PUT to the bucket, re-encodes on attach and serves from our origin', async () => {
    expect(server.services.storage.kind).toBe('s3')
    const url = await presigned()
    expect(url).toMatch(/\/hero-images\/objects\/private-uploads\/[0-9a-f-]{36}\?.*X-Amz-Signature=/)
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0d9488' } })
      .png()
      .toBuffer()
    const put = await fetch(url, { method: 'PUT', body: png })
    expect(put.status).toBe(200)

    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: postInput() })).json()
    const attached = await server.request(`/api/blog/${post.id}/hero-image`, {
      method: 'PUT',
      token,
      json: { heroImageURL: url },
    })
    expect(attached.status).toBe(200)
    const heroImageUrl = (await attached.json()).post.heroImageUrl as string
    expect(heroImageUrl).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/)
    const served = await server.request(heroImageUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 40, height: 20 })
  })

  it('never serves an object that was not finalised, whatever its bytes', async () => {
    const url = await presigned()
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#14275f' } })
      .png()
      .toBuffer()
    expect((await fetch(url, { method: 'PUT', body: png })).status).toBe(200)
    const objectPath = url.split('?')[0]!.replace(/^.*\/objects\/private-uploads\//, '/objects/uploads/')
    expect((await server.request(objectPath)).status).toBe(404)
    expect((await server.request(`${objectPath}/w640.webp`)).status).toBe(404)
  })

  it('deletes an upload larger than 5 MB at finalise and refuses it', async () => {
    const url = await presigned()
    const big = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      Buffer.alloc(5_242_881),
    ])
    expect((await fetch(url, { method: 'PUT', body: big })).status).toBe(200)
    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: postInput() })).json()
    const res = await server.request(`/api/blog/${post.id}/hero-image`, {
      method: 'PUT',
      token,
      json: { heroImageURL: url },
    })
    expect(res.status).toBe(400)
    expect((await fetch(url.replace(/\?.*$/, ''))).status).not.toBe(200) // gone from the bucket
  })

  it('lets pages PUT to the bucket: its origin is in connect-src', async () => {
    const csp = (await server.request('/api/health')).headers.get('content-security-policy') ?? ''
    const origin = new URL(await presigned()).origin
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${origin.replace(/[.:/]/g, '\\$&')}(;|$)`))
  })

  it('deletes a non-image that was uploaded straight to the bucket and refuses to attach it', async () => {
    const url = await presigned()
    expect((await fetch(url, { method: 'PUT', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' })).status).toBe(200)
    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: postInput() })).json()
    const res = await server.request(`/api/blog/${post.id}/hero-image`, {
      method: 'PUT',
      token,
      json: { heroImageURL: url },
    })
    expect(res.status).toBe(400)
    const objectPath = url.split('?')[0]!.replace(/^.*\/objects\/private-uploads\//, '/objects/uploads/')
    expect((await server.request(objectPath)).status).toBe(404)
    const created = await server.request('/api/blog', {
      method: 'POST',
      token,
      json: postInput({ heroImageUrl: objectPath }),
    })
    expect(created.status).toBe(400)
  })

  it('a finalised image cannot be overwritten by reusing its presigned PUT', async () => {
    const url = await presigned()
    const image = (width: number, background: string) =>
      sharp({ create: { width, height: 10, channels: 3, background } })
        .png()
        .toBuffer()
    expect((await fetch(url, { method: 'PUT', body: await image(30, '#0d9488') })).status).toBe(200)
    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: postInput() })).json()
    const attach = () =>
      server.request(`/api/blog/${post.id}/hero-image`, { method: 'PUT', token, json: { heroImageURL: url } })
    expect((await attach()).status).toBe(200)
    const objectPath = url.split('?')[0]!.replace(/^.*\/objects\/private-uploads\//, '/objects/uploads/')
    const served = async () =>
      (await sharp(Buffer.from(await (await server.request(objectPath)).arrayBuffer())).metadata()).width

    // The same URL, still within its 15 minutes, with a marker claiming the object is clean
    // (s3rver, like some S3-compatible stores, accepts unsigned metadata headers).
    const again = await fetch(url, {
      method: 'PUT',
      body: await image(90, '#b91c1c'),
      headers: { 'x-amz-meta-clean': '1' },
    })
    expect(again.status).toBe(200)
    expect(await served()).toBe(30)
    expect((await attach()).status).toBe(200) // finalising again keeps the first image
    expect(await served()).toBe(30)
    expect((await server.request(`${objectPath}/w640.webp`)).status).toBe(200)
  })

  it('images finalised by an earlier version, under the upload key, move out of its reach once and are still served', async () => {
    const url = await presigned()
    const png = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#0d9488' } })
      .png()
      .toBuffer()
    // How an earlier version left a finalised image: re-encoded in place, marked clean.
    expect((await fetch(url, { method: 'PUT', body: png, headers: { 'x-amz-meta-clean': '1' } })).status).toBe(200)
    const id = url.split('?')[0]!.split('/').pop()!
    expect((await server.request(`/objects/uploads/${id}`)).status).toBe(404)
    expect(await server.services.storage.moveLegacyObjects!()).toBeGreaterThan(0)
    expect((await server.request(`/objects/uploads/${id}`)).status).toBe(200)
    expect((await fetch(url.split('?')[0]!)).status).toBe(404) // no longer under the upload key
  })

  it('deletes uploads no post finalised once they are a day old, whatever metadata they claim', async () => {
    const storage = server.services.storage
    const url = await presigned()
    const raw = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#0d9488' } })
      .png()
      .toBuffer()
    expect((await fetch(url, { method: 'PUT', body: raw, headers: { 'x-amz-meta-clean': '1' } })).status).toBe(200)
    const day = 24 * 60 * 60 * 1000
    expect(await storage.pruneAbandonedUploads!(day)).toBe(0) // minutes old: its URL may still be in use
    expect(await storage.pruneAbandonedUploads!(day, Date.now() + day + 60_000)).toBeGreaterThanOrEqual(1)
    expect(await storage.pruneAbandonedUploads!(0)).toBe(0) // nothing left under the upload prefix
    // A finalised image is not touched.
    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: postInput() })).json()
    const second = await presigned()
    expect((await fetch(second, { method: 'PUT', body: raw })).status).toBe(200)
    const attached = await server.request(`/api/blog/${post.id}/hero-image`, {
      method: 'PUT',
      token,
      json: { heroImageURL: second },
    })
    const heroImageUrl = (await attached.json()).post.heroImageUrl as string
    await storage.pruneAbandonedUploads!(0)
    expect((await server.request(heroImageUrl)).status).toBe(200)
  })

  it('an upload never finalised is not backed up, so no restore can mark it clean', async () => {
    const url = await presigned()
    const raw = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#14275f' } })
      .png()
      .toBuffer()
    expect((await fetch(url, { method: 'PUT', body: raw, headers: { 'x-amz-meta-clean': '1' } })).status).toBe(200)
    const id = url.split('?')[0]!.split('/').pop()!
    const objectPath = `/objects/uploads/${id}`
    expect((await server.request(objectPath)).status).toBe(404)

    const file = path.join(s3Dir, '..', `s3-backup-${process.pid}.tar.gz`)
    try {
      const keys = server.services.keys
      await createBackup({ database: server.services.database, storage: server.services.storage, file, keys })
      const manifest = await extractArchive(file, await fs.mkdtemp(path.join(os.tmpdir(), 's3-backup-')), keys)
      expect(manifest.objects.length).toBeGreaterThan(0) // the finalised images
      expect(manifest.objects.map((o) => o.name).filter((name) => name.startsWith(id))).toEqual([])

      const storage = server.services.storage
      await restoreBackup({
        database: server.services.database,
        storage,
        file,
        keys,
        force: true,
        logger: createLogger({ level: 'silent' }),
      })
      expect((await server.request(objectPath)).status).toBe(404)
    } finally {
      await fs.rm(file, { force: true })
    }
  })
})
