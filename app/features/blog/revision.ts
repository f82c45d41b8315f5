export type DiffPart = { op: 'same' | 'added' | 'removed'; text: string } | { op: 'skip'; words: number }

export interface FieldDiff {
  field: string
  label: string
  /** false for the publishing settings */
  restored: boolean
  parts: DiffPart[]
}
