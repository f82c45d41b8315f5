import { createRequire } from 'node:module'
import { diffLines, diffWords } from 'diff'
import { LRUCache } from 'lru-cache'
import type { RevisionSnapshot } from '#db/schema/index.ts'
import { dateTime } from '#app/lib/dates.ts'
import { runInThread, TIMED_OUT } from '#app/lib/run-in-thread.server.ts'
import type { BlogPost } from './post.ts'
import type { DiffPart, FieldDiff } from './revision.ts'

const require = createRequire(import.meta.url)

/** A slow word diff gives way to a paragraph diff, and that to the whole text removed and added. */
const WORD_DIFF_MS = 1500
const LINE_DIFF_MS = 1000
export const COMPARE_DEADLINE_MS = 4000
/** Shortened to its ends so the changes stand out. */
const LONG_SAME = 400
const KEEP_AT_ENDS = 150

const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'LI', 'BLOCKQUOTE', 'PRE', 'TR', 'UL', 'OL', 'TABLE', 'HR'])

export function htmlToProse(html: string): string {
  const { parseHTML } = require('linkedom') as typeof import('linkedom')
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  let out = ''
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) {
        out += (child.textContent ?? '').replace(/\s+/g, ' ')
        continue
      }
      if (child.nodeType !== 1) continue
      const element = child as Element
      const tag = element.tagName
      if (tag === 'BR') out += '\n'
      else if (tag === 'IMG') out += `[Image: ${element.getAttribute('alt') || 'no description'}]`
      else {
        const block = BLOCKS.has(tag)
        if (block) out += '\n'
        if (tag === 'LI') out += '• '
        walk(element)
        if (block) out += '\n'
      }
    }
  }
  walk(document.body)
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}

/** Words: what a writer reads as a change. */
export function diffProse(before: string, after: string): DiffPart[] {
  const words = diffWords(before, after, { timeout: WORD_DIFF_MS })
  const changes = words ?? diffLines(before, after, { timeout: LINE_DIFF_MS })
  if (!changes) return wholeTexts(before, after)
  return shorten(
    changes.map((c): DiffPart => ({ op: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value })),
  )
}

function shorten(parts: DiffPart[]): DiffPart[] {
  return parts.flatMap((part, i): DiffPart[] => {
    if (part.op !== 'same' || part.text.length <= LONG_SAME) return [part]
    const head = i === 0 ? '' : part.text.slice(0, KEEP_AT_ENDS).replace(/\S*$/, '')
    const tail = i === parts.length - 1 ? '' : part.text.slice(-KEEP_AT_ENDS).replace(/^\S*/, '')
    const middle = part.text.slice(head.length, part.text.length - tail.length)
    const words = middle.split(/\s+/).filter(Boolean).length
    return [
      ...(head ? [{ op: 'same' as const, text: head }] : []),
      { op: 'skip', words },
      ...(tail ? [{ op: 'same' as const, text: tail }] : []),
    ]
  })
}

const FIELDS: {
  key: keyof RevisionSnapshot
  label: string
  text: (v: RevisionSnapshot, timeZone: string) => string
}[] = [
  { key: 'title', label: 'Title', text: (v) => v.title },
  { key: 'excerpt', label: 'Excerpt', text: (v) => v.excerpt },
  { key: 'content', label: 'Content', text: (v) => htmlToProse(v.content) },
  { key: 'category', label: 'Category', text: (v) => v.category },
  { key: 'author', label: 'Author', text: (v) => v.author },
  { key: 'tags', label: 'Tags', text: (v) => v.tags.join(', ') },
  { key: 'heroImageUrl', label: 'Hero image', text: (v) => v.heroImageUrl ?? 'none' },
  { key: 'heroImageAlt', label: 'Hero image alt text', text: (v) => v.heroImageAlt ?? '' },
  { key: 'reviewedAt', label: 'Last reviewed', text: (v) => v.reviewedAt ?? 'not recorded' },
  {
    key: 'sources',
    label: 'Sources',
    text: (v) => v.sources.map((s) => [s.title, s.publisher, s.date, s.url].filter(Boolean).join('. ')).join('\n'),
  },
]

/** Restore leaves these as they are now (decision 28); the history still shows how they differ. */
const SETTINGS: typeof FIELDS = [
  { key: 'slug', label: 'URL slug', text: (v) => v.slug },
  { key: 'status', label: 'Status', text: (v) => (v.status === 'draft' ? 'Draft' : 'Published') },
  { key: 'featured', label: 'Featured', text: (v) => (v.featured === 'true' ? 'Yes' : 'No') },
  { key: 'publishedAt', label: 'Publish date', text: (v, timeZone) => dateTime(v.publishedAt, timeZone) },
]

/** "removed" text is only in the revision, "added" only in the post now. */
export function compareWithCurrent(
  revision: RevisionSnapshot,
  current: BlogPost,
  timeZone: string,
  diff: (before: string, after: string) => DiffPart[] = diffProse,
): FieldDiff[] {
  return [...FIELDS.map((f) => [f, true] as const), ...SETTINGS.map((f) => [f, false] as const)].flatMap(
    ([{ key, label, text }, restored]) => {
      const before = text(revision, timeZone)
      const after = text(current, timeZone)
      return before === after ? [] : [{ field: key, label, restored, parts: diff(before, after) }]
    },
  )
}

const wholeTexts = (before: string, after: string): DiffPart[] => [
  { op: 'removed', text: before },
  { op: 'added', text: after },
]

const compared = new LRUCache<string, Promise<FieldDiff[]>>({ max: 50 })

/** In a thread with a deadline, remembered per revision and version (decision 28, Consequences). */
export function compareInWorker(
  revision: { id: number; snapshot: RevisionSnapshot },
  current: BlogPost,
  timeZone: string,
  deadlineMs = COMPARE_DEADLINE_MS,
): Promise<FieldDiff[]> {
  const key = `${revision.id}:${current.id}:${current.version}`
  const known = compared.get(key)
  if (known) return known
  const answer = runInThread<FieldDiff[]>(
    'app/features/blog/revision-diff-worker.server.ts',
    { revision: revision.snapshot, current, timeZone },
    { deadlineMs },
  ).then((changes) =>
    changes === TIMED_OUT ? compareWithCurrent(revision.snapshot, current, timeZone, wholeTexts) : changes,
  )
  // A fault to see in the log (a 500), not a quietly coarser answer.
  answer.catch(() => compared.delete(key))
  compared.set(key, answer)
  return answer
}
