/** Spec §5. */
export function postPdfFileName(title: string): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, '-').toLowerCase()}.pdf`
}

/** RFC 6266 / RFC 5987 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
