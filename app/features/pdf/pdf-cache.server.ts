/** Keys carry the content version (a post's updatedAt), so an edit is a new key and the old one ages out. */
export class PdfCache {
  private entries = new Map<string, Buffer>()
  private bytes = 0
  private pending = new Map<string, Promise<Buffer>>()
  private readonly maxBytes: number

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.maxBytes = maxBytes
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<{ pdf: Buffer; cached: boolean }> {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return { pdf: hit, cached: true }
    }
    let job = this.pending.get(key)
    if (!job) {
      job = render().finally(() => this.pending.delete(key))
      this.pending.set(key, job)
    }
    const pdf = await job
    this.store(key, pdf)
    return { pdf, cached: false }
  }

  invalidate(prefix: string) {
    for (const [key, value] of this.entries) {
      if (key.startsWith(prefix)) {
        this.entries.delete(key)
        this.bytes -= value.length
      }
    }
  }

  private store(key: string, pdf: Buffer) {
    if (this.entries.has(key) || pdf.length > this.maxBytes) return
    this.entries.set(key, pdf)
    this.bytes += pdf.length
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= value.length
    }
  }
}
