import { createHash } from 'node:crypto'

const NONCED_SCRIPT = /<script\b([^>]*?)\snonce="([^"]*)"([^>]*)>([\s\S]*?)<\/script>/g

/**
 * CSP hash-sources instead of the nonce, so a cached page is the same bytes for everyone (decision
 * 57). Null for a script with `src` or a module that imports: an import from a script allowed by
 * hash is refused, so such a page renders per response.
 */
export function allowScriptsByHash(
  html: string,
  nonce: string,
  policy: string,
): { html: string; policy: string } | null {
  const hashes = new Set<string>()
  let refused = false
  const pinned = html.replace(NONCED_SCRIPT, (tag, before: string, value: string, after: string, text: string) => {
    if (value !== nonce) return tag
    if (/\ssrc=/.test(before + after) || /\bimport\b/.test(text)) refused = true
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    return `<script${before}${after}>${text}</script>`
  })
  if (refused || !policy.includes(`'nonce-${nonce}'`)) return null
  // No script at all: 'strict-dynamic' alone allows none.
  const allowed = policy.replace(`'nonce-${nonce}'`, () => [...hashes].join(' ')).replace(/ {2,}/g, ' ')
  return { html: pinned, policy: allowed }
}
