import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** `v2.{iv}.{tag}.{ciphertext}`: AES-256-GCM under one of the site's keys (decision 15), so a dump alone reveals nothing. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v2', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** The plain text of one sealed part under `key`, or null when the key is not the one. */
export function openWith(key: Buffer, iv: string, tag: string, body: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** Sealed by `sealSecret` under any of `keys` (the current first, then those of SECRET_KEY_PREVIOUS). */
export function openSecret(keys: readonly Buffer[], sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v2' || !iv || !tag || !body) throw new Error('unknown sealed secret format')
  for (const key of keys) {
    const plain = openWith(key, iv, tag, body)
    if (plain !== null) return plain
  }
  throw new Error('the secret cannot be opened with SECRET_KEY (or SECRET_KEY_PREVIOUS)')
}
