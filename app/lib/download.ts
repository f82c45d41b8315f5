/** Has the browser download `href` and save it as `fileName`, as a click on a download link would. */
export function downloadUrl(href: string, fileName: string) {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
}

/** Saves data made or fetched in the page as a file. */
export function downloadBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob)
  downloadUrl(href, fileName)
  // Revoking at once can cancel the download in some browsers: the URL lives a little longer.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** The file name a download's Content-Disposition gives (RFC 6266: `filename*` first), if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // fall through to the plain name
    }
  }
  return disposition?.match(/filename="([^"]+)"/)?.[1]
}
