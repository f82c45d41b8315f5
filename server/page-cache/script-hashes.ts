import { createHash } from 'node:crypto'

/** An inline script the page's render gave this response's nonce: its tag, then its text. */
const NONCED_SCRIPT = /<script\b([^>]*?)\snonce="([^"]*)"([^>]*)>([\s\S]*?)<\/script>/g

/**
 * A rendered page made the same for every visitor, so the cache can keep it compressed once
 * (docs/decisions/0057-cached-pages-allow-scripts-by-hash.md): the nonce leaves each inline
 * script, and the policy allows those scripts by their SHA-256 instead (CSP Level 3 hash-source;
 * 'strict-dynamic' still trusts the scripts they add). Null when the page has a script a hash
 * cannot allow: one with a `src`, or a module that imports (React Router's bootstrap): an import
 * from a script allowed by hash is refused, so such a page is rendered for each response instead.
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
