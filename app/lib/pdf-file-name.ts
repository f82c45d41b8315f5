/** Spec §5: the post title with every character that is not a letter or digit replaced by a hyphen, lowercased, .pdf. */
export function postPdfFileName(title: string): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, '-').toLowerCase()}.pdf`
}

/** Content-Disposition for a download, safe for any title (RFC 6266 / RFC 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
