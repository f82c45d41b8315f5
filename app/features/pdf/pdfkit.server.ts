import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from '#app/lib/paths.server.ts'

/**
 * The part of pdfkit 0.19 we draw with, typed here: DefinitelyTyped's types are of 0.17, without
 * `scope` or a link's `structParent`. Loaded on first use, in the worker threads (decision 51).
 */
export interface StructElement {
  add(child: StructElement | StructContent | (() => void)): StructElement
  end(): void
  dictionary: { data: Record<string, unknown> }
}
export type StructContent = { readonly refs: unknown[] }
/** pdfkit writes a JavaScript string as a PDF name, a String object as a PDF string. */
// eslint-disable-next-line @typescript-eslint/no-wrapper-object-types
export type PdfString = String
export const pdfString = (text: string): PdfString => new String(text)

export interface Pdf {
  page: { width: number; height: number }
  registerFont(name: string, src: Buffer): Pdf
  font(name: string): Pdf
  fontSize(size: number): Pdf
  fillColor(color: string): Pdf
  strokeColor(color: string): Pdf
  lineWidth(width: number): Pdf
  widthOfString(text: string, options?: { characterSpacing?: number }): number
  currentLineHeight(includeGap?: boolean): number
  text(text: string, x: number, y: number, options: { lineBreak: false; characterSpacing?: number }): Pdf
  rect(x: number, y: number, w: number, h: number): Pdf
  circle(x: number, y: number, r: number): Pdf
  moveTo(x: number, y: number): Pdf
  lineTo(x: number, y: number): Pdf
  fill(color?: string): Pdf
  stroke(color?: string): Pdf
  image(data: Buffer, x: number, y: number, options: { width: number; height: number }): Pdf
  openImage(data: Buffer): { width: number; height: number }
  link(
    x: number,
    y: number,
    w: number,
    h: number,
    url: string,
    options: { structParent: StructElement; Contents: PdfString },
  ): Pdf
  addPage(): Pdf
  switchToPage(index: number): Pdf
  bufferedPageRange(): { start: number; count: number }
  struct(role: string, options?: { alt?: string; scope?: 'Column' | 'Row' }): StructElement
  addStructure(element: StructElement): Pdf
  markContent(tag: 'Artifact', options: { type: 'Pagination' | 'Layout' }): Pdf
  markStructureContent(tag: string): StructContent
  endMarkedContent(): Pdf
  on(event: 'data', listener: (chunk: Buffer) => void): Pdf
  on(event: 'end', listener: () => void): Pdf
  on(event: 'error', listener: (error: Error) => void): Pdf
  end(): void
}

export interface PdfOptions {
  size: 'LETTER'
  margins: { top: number; bottom: number; left: number; right: number }
  pdfVersion: '1.7'
  tagged: true
  lang: string
  displayTitle: true
  bufferPages: true
  font: Buffer
  info: { Title: string; Author: string; Subject: string; Creator: string }
}

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

let loaded: { PDFDocument: new (options: PdfOptions) => Pdf; fonts: Record<FontName, Buffer> } | undefined

export function createPdf(options: Omit<PdfOptions, 'font'>): Pdf {
  loaded ??= {
    PDFDocument: createRequire(import.meta.url)('pdfkit') as new (options: PdfOptions) => Pdf,
    fonts: Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(path.join(FONT_DIR, file))]),
    ) as Record<FontName, Buffer>,
  }
  const doc = new loaded.PDFDocument({ ...options, font: loaded.fonts.Roboto })
  for (const [name, bytes] of Object.entries(loaded.fonts)) doc.registerFont(name, bytes)
  return doc
}
