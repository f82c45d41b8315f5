import { parseHTML } from 'linkedom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { downloadBlob, downloadUrl, fileNameOf } from './download.ts'
import { attachmentDisposition } from './pdf-file-name.ts'

describe('browser downloads', () => {
  let clicked: { href: string; download: string; attached: boolean }[]

  beforeEach(() => {
    const { document } = parseHTML('<!doctype html><html><body></body></html>')
    clicked = []
    document.addEventListener('click', (event) => {
      const link = event.target as HTMLAnchorElement
      clicked.push({ href: link.getAttribute('href') ?? '', download: link.download, attached: link.isConnected })
    })
    vi.stubGlobal('document', document)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('clicks a download link for the URL, attached to the page, and removes it', () => {
    downloadUrl('/api/resource-pdf/Checklist', 'Checklist.pdf')
    expect(clicked).toEqual([{ href: '/api/resource-pdf/Checklist', download: 'Checklist.pdf', attached: true }])
    expect(document.body.children).toHaveLength(0)
  })

  it('saves a blob through an object URL that it revokes after the download has started', () => {
    vi.useFakeTimers()
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    downloadBlob(new Blob(['a,b\r\n'], { type: 'text/csv' }), 'contacts.csv')
    const [link] = clicked
    expect(link?.href).toMatch(/^blob:/)
    expect(link?.download).toBe('contacts.csv')
    expect(revoke).not.toHaveBeenCalled()
    vi.advanceTimersByTime(10_000)
    expect(revoke).toHaveBeenCalledWith(link?.href)
    revoke.mockRestore()
  })
})

describe('the file name of a download', () => {
  it('reads it back from the Content-Disposition the server wrote, any title included', () => {
    const title = 'Lakeview "North" USD – cybersecurity quiz report.pdf'
    expect(fileNameOf(attachmentDisposition(title))).toBe(title)
    expect(fileNameOf('attachment; filename="plain.pdf"')).toBe('plain.pdf')
    expect(fileNameOf(null)).toBeUndefined()
  })
})
