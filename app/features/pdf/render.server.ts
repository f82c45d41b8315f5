import { createRequire } from 'node:module'
import path from 'node:path'
import type { TDocumentDefinitions } from 'pdfmake/interfaces'
import { installPdfTagging } from './tags.server.ts'

/**
 * pdfmake is loaded on first use (importing it at start-up costs ~0.6 s). Documents may read only
 * the bundled Roboto fonts; no URL is ever fetched (CVE-2026-26801 class of issues).
 */
type PdfMake = {
  setFonts(fonts: Record<string, Record<string, string>>): void
  setUrlAccessPolicy(cb: (url: string) => boolean): void
  setLocalAccessPolicy(cb: (path: string) => boolean): void
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> }
}

let loaded: Promise<PdfMake> | undefined

function load(): Promise<PdfMake> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url)
    const pdfmake = require('pdfmake') as PdfMake
    installPdfTagging()
    const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto')
    pdfmake.setFonts({
      Roboto: {
        normal: path.join(fontDir, 'Roboto-Regular.ttf'),
        bold: path.join(fontDir, 'Roboto-Medium.ttf'),
        italics: path.join(fontDir, 'Roboto-Italic.ttf'),
        bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
      },
    })
    pdfmake.setUrlAccessPolicy(() => false)
    pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep))
    return pdfmake
  })()
  return loaded
}

export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await load()
  return pdfmake.createPdf(doc).getBuffer()
}
