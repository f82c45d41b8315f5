/// <reference types="pdfkit" />
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '#app/lib/paths.server.ts'

/** @types/pdfkit (0.17) plus what pdfkit 0.19 adds (decision 72); loaded on first use in the threads (decision 51). */
declare global {
  namespace PDFKit {
    interface StructureElementOptions {
      scope?: 'Column' | 'Row'
    }
    interface PDFStructureElement {
      dictionary: { data: Record<string, unknown> }
    }
    namespace Mixins {
      interface AnnotationOption {
        structParent?: PDFStructureElement
      }
      interface PDFImage {
        openImage(src: Buffer): { width: number; height: number }
      }
    }
  }
}
export type Pdf = PDFKit.PDFDocument
export type StructElement = PDFKit.PDFStructureElement
/** pdfkit writes a JavaScript string as a PDF name, a String object as a PDF string. */
export const pdfString = (text: string) => new String(text) as string

/** From the project root, as the worker's own file is. */
const FONT_DIR = path.join(projectRoot, 'app', 'features', 'pdf', 'fonts')
const FONT_FILES = {
  Roboto: 'roboto-regular.ttf',
  'Roboto-Bold': 'roboto-medium.ttf',
  'Roboto-Italic': 'roboto-italic.ttf',
  'Roboto-BoldItalic': 'roboto-medium-italic.ttf',
} as const
export type FontName = keyof typeof FONT_FILES
export const fontName = (bold?: boolean, italic?: boolean): FontName =>
  bold ? (italic ? 'Roboto-BoldItalic' : 'Roboto-Bold') : italic ? 'Roboto-Italic' : 'Roboto'

type Options = Omit<PDFKit.PDFDocumentOptions, 'font'>
type Constructor = new (options: Options & { font: Buffer }) => Pdf
let loaded: { PDFDocument: Constructor; fonts: Record<FontName, Buffer> } | undefined

export function createPdf(options: Options): Pdf {
  loaded ??= {
    PDFDocument: createRequire(import.meta.url)('pdfkit') as Constructor,
    fonts: Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(path.join(FONT_DIR, file))]),
    ) as Record<FontName, Buffer>,
  }
  const doc = new loaded.PDFDocument({ ...options, font: loaded.fonts.Roboto })
  for (const [name, bytes] of Object.entries(loaded.fonts)) doc.registerFont(name, bytes)
  return doc
}
