/** How a revision differs from the post now, as browsers and the server exchange it (decision 28). */

/** A stretch of a word diff: unchanged, only in the revision (removed), only now (added), or skipped. */
export type DiffPart = { op: 'same' | 'added' | 'removed'; text: string } | { op: 'skip'; words: number }

/** One field that differs between a revision and the current post. */
export interface FieldDiff {
  field: string
  label: string
  /** false for the publishing settings, which Restore leaves as they are */
  restored: boolean
  parts: DiffPart[]
}
