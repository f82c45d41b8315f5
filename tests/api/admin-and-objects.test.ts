import http from 'node:http'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactInput, downloadInput, postInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

let server: TestServer
let token: string

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server, 'admin')
})
afterAll(() => server.close())

describe('admin lists', () => {
  it('lists contacts, subscribers and downloads newest first for an admin only', async () => {
    await server.request('/api/contacts', { method: 'POST', json: contactInput({ district: 'First District' }) })
    await server.request('/api/contacts', { method: 'POST', json: contactInput({ district: 'Second District' }) })
    await server.request('/api/newsletter', { method: 'POST', json: { email: 'reader@x.example' } })
    await server.request('/api/resource-download', { method: 'POST', json: downloadInput() })

    for (const path of ['/api/admin/contacts', '/api/admin/newsletters', '/api/admin/resource-downloads']) {
      const anonymous = await server.request(path)
      expect(anonymous.status).toBe(401)
      expect(anonymous.headers.get('cache-control')).toBe('no-store')
    }
    const { contacts } = await (await server.request('/api/admin/contacts', { token })).json()
    expect(contacts.map((c: { district: string }) => c.district)).toEqual(['Second District', 'First District'])
    const { newsletters } = await (await server.request('/api/admin/newsletters', { token })).json()
    expect(newsletters).toEqual([expect.objectContaining({ email: 'reader@x.example' })])
    const { downloads } = await (await server.request('/api/admin/resource-downloads', { token })).json()
    expect(downloads).toEqual([expect.objectContaining({ resourceTitle: 'FERPA Compliance Checklist' })])
  })
})

describe('hero image upload', () => {
  async function uploadUrl() {
    const res = await server.request('/api/objects/upload', { method: 'POST', token })
    expect(res.status).toBe(200)
    return (await res.json()).uploadURL as string
  }

  it('signs a URL, accepts an image once, serves it and attaches it to a post', async () => {
    const url = await uploadUrl()
    expect(url).toMatch(/\/objects\/private-uploads\/[0-9a-f-]{36}\?expires=\d+&signature=/)
    const put = await fetch(url, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })
    expect(put.status).toBe(200)
    const again = await fetch(url, { method: 'PUT', body: PNG })
    expect(again.status).toBe(409)

    const publicPath = url.split('?')[0]!.replace(/^.*\/objects\/private-uploads\//, '/objects/uploads/')
    const served = await server.request(publicPath)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 1, height: 1 })

    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: postInput() })).json()
    const res = await server.request(`/api/blog/${post.id}/hero-image`, {
      method: 'PUT',
      token,
      json: { heroImageURL: url },
    })
    expect(res.status).toBe(200)
    expect((await res.json()).post.heroImageUrl).toBe(publicPath)
  })

  it('names the site’s own origin in the upload URL, whatever Host the request says', async () => {
    // fetch will not send another Host: a plain HTTP request does, as any client can.
    const target = new URL(`${server.url}/api/objects/upload`)
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { host: 'attacker.example', authorization: `Bearer ${token}`, 'content-length': 0 },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
          res.on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`${res.statusCode} ${text}`))))
        },
      )
      req.on('error', reject)
      req.end()
    })
    const { uploadURL } = JSON.parse(body) as { uploadURL: string }
    expect(new URL(uploadURL).origin).toBe(new URL(server.services.env.SITE_URL).origin)
  })

  it('checks the signature before reading the body', async () => {
    const tampered = (await uploadUrl()).replace(/signature=[^&]+/, 'signature=AAAA')
    const target = new URL(tampered)
    // Announce 5 MB, send 1 KB and wait: the answer must come without the rest of the body.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: 'PUT',
          headers: { 'content-length': String(5_000_000) },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode!)
          req.destroy()
        },
      )
      req.on('error', reject)
      req.write(Buffer.alloc(1024))
      setTimeout(() => reject(new Error('no answer before the body was sent')), 3_000).unref()
    })
    expect(status).toBe(403)
  })

  it('refuses a tampered signature, a renamed non-image, an SVG and 5 MB + 1 byte', async () => {
    const tampered = (await uploadUrl()).replace(/signature=[^&]+/, 'signature=AAAA')
    expect((await fetch(tampered, { method: 'PUT', body: PNG })).status).toBe(403)

    const text = await fetch(await uploadUrl(), {
      method: 'PUT',
      body: 'just text, named photo.png',
      headers: { 'content-type': 'image/png' },
    })
    expect(text.status).toBe(415)
    expect((await text.json()).message).toBe('Only JPEG, PNG, WebP and GIF images can be uploaded.')

    const svg = await fetch(await uploadUrl(), {
      method: 'PUT',
      body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      headers: { 'content-type': 'image/svg+xml' },
    })
    expect(svg.status).toBe(415)

    const big = Buffer.concat([PNG, Buffer.alloc(5_242_881 - PNG.length)])
    const tooBig = await fetch(await uploadUrl(), {
      method: 'PUT',
      body: big,
      headers: { 'content-type': 'image/png' },
    })
    expect(tooBig.status).toBe(413)
  })

  it('re-encodes uploads: EXIF and GPS data and appended bytes do not survive', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'SECRET-EXIF-MARKER' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' },
      })
      .toBuffer()
    expect(photo.includes('SECRET-EXIF-MARKER')).toBe(true)
    const withTail = Buffer.concat([photo, Buffer.from('<?php system($_GET["c"]); ?>')])
    const url = await uploadUrl()
    expect((await fetch(url, { method: 'PUT', body: withTail })).status).toBe(200)
    const served = Buffer.from(
      await (
        await server.request(url.split('?')[0]!.replace(/^.*\/objects\/private-uploads\//, '/objects/uploads/'))
      ).arrayBuffer(),
    )
    expect(served.includes('SECRET-EXIF-MARKER')).toBe(false)
    expect(served.includes('<?php')).toBe(false)
    const meta = await sharp(served).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
    expect(meta.exif).toBeUndefined()
  })

  it('serves 16:9 AVIF and WebP variants for srcset, made once and then stored', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0d9488' } })
      .png()
      .toBuffer()
    const url = await uploadUrl()
    expect((await fetch(url, { method: 'PUT', body: photo })).status).toBe(200)
    const base = url.split('?')[0]!.replace(/^.*\/objects\/private-uploads\//, '/objects/uploads/')
    for (const [name, format, width, height] of [
      ['w640.webp', 'webp', 640, 360],
      ['w1280.avif', 'heif', 1280, 720],
    ] as const) {
      const res = await server.request(`${base}/${name}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe(name.endsWith('.avif') ? 'image/avif' : 'image/webp')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(await sharp(bytes).metadata()).toMatchObject({ format, width, height })
      const again = Buffer.from(await (await server.request(`${base}/${name}`)).arrayBuffer())
      expect(again.equals(bytes)).toBe(true)
    }
    for (const bad of ['w999.webp', 'w640.png', '..%2F..%2Fsecret', 'w640.webp.exe']) {
      expect((await server.request(`${base}/${bad}`)).status, bad).toBe(404)
    }
    expect((await server.request('/objects/uploads/00000000-0000-4000-8000-000000000000/w640.webp')).status).toBe(404)
  })

  it('refuses a file that claims to be an image but does not decode', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg at all')])
    const res = await fetch(await uploadUrl(), { method: 'PUT', body: fake })
    expect(res.status).toBe(415)
  })

  it('refuses a hero image URL that is not an uploaded object', async () => {
    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: postInput() })).json()
    const res = await server.request(`/api/blog/${post.id}/hero-image`, {
      method: 'PUT',
      token,
      json: { heroImageURL: '/objects/uploads/00000000-0000-4000-8000-000000000000' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).errors.heroImageURL).toHaveLength(1)
  })
})
