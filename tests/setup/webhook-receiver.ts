import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { WebhookTransport } from '#app/features/webhooks/webhooks-service.server.ts'
import { pinnedFetch } from '#app/lib/safe-fetch.server.ts'
import { resolverOf } from './calendar-fetch.ts'

/** A public address for the receiver's name; the transport connects to loopback instead, over real TLS. */
const RECEIVER_PUBLIC = '93.184.216.34'
export const RECEIVER_HOST = 'hooks.example'
/** A name that resolves inside: what an attacker would type. */
export const INSIDE_HOST = 'inside.example'

export interface Received {
  path: string
  headers: Record<string, string>
  body: string
}

/** `hang`: never answers (a timeout); otherwise the status, headers and body to answer with. */
export type Answer = 'hang' | { status: number; headers?: Record<string, string>; body?: string }

/** A certificate for RECEIVER_HOST, made by openssl for this run (the test's own authority). */
export function receiverCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'k12-hooks-'))
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
        .concat(['-subj', `/CN=${RECEIVER_HOST}`, '-addext', `subjectAltName=DNS:${RECEIVER_HOST}`])
        .concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]),
      { stdio: 'ignore' },
    )
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** An HTTPS receiver on loopback: records every request, answers from `answers` in turn, then 200. */
export async function startReceiver(tls = receiverCertificate(), delayMs = 0) {
  const received: Received[] = []
  const answers: Answer[] = []
  /** requests held at once, now and at most */
  const load = { now: 0, max: 0 }
  const server = https.createServer(tls, (req, res) => {
    load.max = Math.max(load.max, ++load.now)
    res.on('close', () => (load.now -= 1))
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const answer = answers.shift() ?? { status: 200, body: 'ok' }
      if (answer === 'hang') return
      setTimeout(() => res.writeHead(answer.status, answer.headers).end(answer.body ?? ''), delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    url: (pathname = '/hook') => `https://${RECEIVER_HOST}:${port}${pathname}`,
    received,
    answers,
    load,
    transport: (options: Omit<WebhookTransport, 'fetchImpl' | 'resolveImpl'> = {}) =>
      receiverTransport(tls.cert, options),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The resolver says RECEIVER_HOST is public and INSIDE_HOST is 127.0.0.1; connections to the public one go to loopback. */
export function receiverTransport(
  ca: string,
  options: Omit<WebhookTransport, 'fetchImpl' | 'resolveImpl'> = {},
): WebhookTransport {
  return {
    ...options,
    resolveImpl: resolverOf({ [RECEIVER_HOST]: [RECEIVER_PUBLIC], [INSIDE_HOST]: ['127.0.0.1'] }),
    fetchImpl: (request) =>
      pinnedFetch({
        ...request,
        ...(request.address === RECEIVER_PUBLIC ? { address: '127.0.0.1', family: 4 } : {}),
        ca,
      }),
  }
}
