import { createRequire } from 'node:module'
import { sanitizePostHtml } from '#app/features/blog/sanitize.server.ts'

const require = createRequire(import.meta.url)

/** Mail clients drop <style> blocks and never load the site's stylesheet; px reads the same everywhere. */
const STYLES: Record<string, string> = {
  P: 'margin:0 0 16px;font-size:16px;line-height:26px;color:#1e293b',
  H2: 'margin:28px 0 12px;font-size:22px;line-height:30px;font-weight:700;color:#0f172a',
  H3: 'margin:24px 0 10px;font-size:18px;line-height:26px;font-weight:700;color:#0f172a',
  H4: 'margin:20px 0 8px;font-size:16px;line-height:24px;font-weight:700;color:#0f172a',
  UL: 'margin:0 0 16px;padding-left:24px;font-size:16px;line-height:26px;color:#1e293b',
  OL: 'margin:0 0 16px;padding-left:24px;font-size:16px;line-height:26px;color:#1e293b',
  LI: 'margin:0 0 6px',
  A: 'color:#1d4ed8;text-decoration:underline',
  BLOCKQUOTE: 'margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid #93c5fd;color:#334155;font-style:italic',
  PRE: 'margin:0 0 16px;padding:12px;background-color:#f1f5f9;border-radius:6px;font-size:14px;line-height:20px;white-space:pre-wrap;color:#0f172a',
  CODE: 'font-family:Menlo,Consolas,monospace;font-size:14px',
  HR: 'margin:24px 0;border:none;border-top:1px solid #e2e8f0',
  IMG: 'display:block;max-width:100%;height:auto;border:0;border-radius:6px',
  FIGURE: 'margin:0 0 16px',
  FIGCAPTION: 'margin:6px 0 0;font-size:13px;line-height:20px;color:#475569',
  TABLE: 'width:100%;margin:0 0 16px;border-collapse:collapse;font-size:14px;line-height:20px;color:#1e293b',
  TH: 'padding:6px 8px;border:1px solid #cbd5e1;text-align:left;background-color:#f8fafc',
  TD: 'padding:6px 8px;border:1px solid #cbd5e1;text-align:left;vertical-align:top',
}

/** Sanitised like a post's; URLs made absolute; image widths set for Outlook, which ignores max-width. */
export function emailBodyHtml(html: string, siteUrl: string): string {
  const { parseHTML } = require('linkedom') as typeof import('linkedom')
  const { document } = parseHTML(`<!doctype html><html><body>${sanitizePostHtml(html)}</body></html>`)
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const style = STYLES[element.tagName]
    if (style) element.setAttribute('style', style)
    if (element.tagName === 'IMG') {
      element.setAttribute('src', new URL(element.getAttribute('src') ?? '', siteUrl).toString())
      element.removeAttribute('loading')
      element.removeAttribute('decoding')
      if (!element.getAttribute('alt')) element.setAttribute('alt', '')
      element.setAttribute('width', String(Math.min(552, Number(element.getAttribute('width')) || 552)))
      element.removeAttribute('height')
    }
    if (element.tagName === 'A') {
      const href = element.getAttribute('href') ?? ''
      if (href && !/^(https?:|mailto:)/i.test(href)) element.setAttribute('href', new URL(href, siteUrl).toString())
      element.setAttribute('target', '_blank')
    }
  }
  return document.body.innerHTML
}
