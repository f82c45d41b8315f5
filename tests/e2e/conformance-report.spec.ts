import { PDFParse } from 'pdf-parse'
import { expect, test } from './test.ts'

/**
 * The Accessibility Conformance Report that `npm run acr` prints (docs/decisions/0024) is served
 * and linked. Not in a spec tagged with WCAG criteria: acr runs those before it writes the PDF.
 */

test('the statement links the conformance report: a tagged PDF with a row for every criterion', async ({
  page,
  request,
}) => {
  await page.goto('/accessibility')
  const link = page.getByRole('link', { name: /Download the Accessibility Conformance Report/ })
  const res = await request.get((await link.getAttribute('href'))!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  const bytes = await res.body()
  // Tagged: a structure tree a screen reader can follow, and the document's language.
  expect(bytes.includes('/StructTreeRoot')).toBe(true)
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  const text = (await parser.getText()).text.replace(/\s+/g, ' ')
  await parser.destroy()
  for (const heading of [
    'Based on VPAT® Version 2.5',
    'Table 1: Success Criteria, Level A',
    'Table 2: Success Criteria, Level AA',
  ])
    expect(text).toContain(heading)
  for (const criterion of ['1.4.10 Reflow', '2.4.7 Focus Visible', '4.1.3 Status Messages'])
    expect(text).toContain(criterion)
})
