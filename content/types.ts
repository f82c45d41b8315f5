/**
 * Types for the consultancy's copy. Everything under content/ is plain typed data, edited by the
 * consultant and rendered by app/ components, the seed and the PDF templates.
 */

export type BlogCategory =
  'Compliance' | 'Threat Intelligence' | 'Governance' | 'Best Practices' | 'Technology' | 'Training'

/** A sample blog post inserted on first start (SEED_CONTENT=false turns it off). */
export interface SeedPost {
  title: string
  /** lowercase letters, digits and hyphens */
  slug: string
  /** 20 to 300 characters, plain text */
  excerpt: string
  category: BlogCategory
  tags: string[]
  /** publishedAt = first start minus this many days (always in the past) */
  publishedDaysAgo: number
  featured: boolean
  /** HTML body: h2-h4, p, ul/ol/li, strong, em, a (https only), blockquote, code. No inline styles, no h1. */
  content: string
  heroImageAlt?: string
  /** the day the post's facts were last checked, 'YYYY-MM-DD' (content/content-freshness.test.ts) */
  reviewedAt: string
  /**
   * The day its words were last brought up to date after publication, 'YYYY-MM-DD', shown as
   * "Updated {date}" (decision 35). Required once the text says "As of" a later day than its
   * publication, or cites a source published after it (content/content-freshness.test.ts); the
   * review log says what changed.
   */
  updatedOn?: string
  /** the primary sources its links and citations rely on */
  sources: Source[]
}

/** One cited source, shown as "Title. Publisher, date. URL". */
export interface Source {
  title: string
  publisher: string
  /** https only; the publisher's own stable page for the document where there is one */
  url: string
  /**
   * 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY' as published. A text kept current online without a
   * publication date (the U.S. Code, the eCFR, a program page) carries the month it was read.
   */
  date: string
}

/** Icon names available to the UI (drawn as inline SVG by app/components/ui/icon.tsx). */
export type IconName =
  | 'shield'
  | 'users'
  | 'graduation-cap'
  | 'clipboard-check'
  | 'search'
  | 'map'
  | 'file-text'
  | 'calculator'
  | 'presentation'
  | 'siren'
  | 'laptop'
  | 'book-open'
  | 'calendar'
  | 'mail-warning'
  | 'key'
  | 'database'
  | 'network'
  | 'scroll'
  | 'user-check'
  | 'server'
  | 'lock'

export interface Service {
  /** anchor-friendly id */
  id: string
  title: string
  icon: IconName
  description: string
  features: string[]
}

export interface PricingPlan {
  name: string
  price: string
  period: string
  description: string
  features: string[]
  cta: string
  badge?: string
}

export interface AdditionalService {
  name: string
  price: string
  period: string
  description: string
}

export interface FaqEntry {
  question: string
  answer: string
}

export type QuizCategory =
  | 'FERPA'
  | 'Phishing'
  | 'Incident Response'
  | 'Data Protection'
  | 'Policy'
  | 'Network Security'
  | 'Vendor Management'
  | 'Social Engineering'

export interface QuizQuestion {
  id: number
  question: string
  options: [string, string, string, string]
  /** index into options */
  correctAnswer: 0 | 1 | 2 | 3
  explanation: string
  category: QuizCategory
}

export interface ResourceEntry {
  /** exactly one of the 15 catalogue titles of spec §3 */
  title: string
  description: string
  icon: IconName
  /** the file under content/resource-docs/ holding its document */
  slug: string
}

/** Structured content of one downloadable resource document, rendered by one PDF template. */
export interface ResourceDocument {
  title: string
  /** one line under the title */
  subtitle: string
  /** who it is for and how to use it: 1-3 short paragraphs */
  intro: string[]
  sections: DocSection[]
  /** the day the document's facts were last checked, 'YYYY-MM-DD', printed as "Last reviewed" */
  reviewedAt: string
  /** the primary sources the document relies on */
  sources: Source[]
}

export interface DocSection {
  heading: string
  blocks: DocBlock[]
}

export type DocBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  /** numbered steps; each step may name who does it */
  | { kind: 'steps'; items: { text: string; owner?: string }[] }
  /** tick boxes with blank Owner and Date columns */
  | { kind: 'checklist'; items: string[] }
  /** a table; empty strings are blank cells to fill in; emptyRows adds blank rows */
  | { kind: 'table'; columns: string[]; rows: string[][]; emptyRows?: number; widths?: number[] }
  /** a decision point: a question and what to do for each answer */
  | { kind: 'decision'; question: string; branches: { answer: string; action: string }[] }
  /** a highlighted note, e.g. "confirm state specifics with counsel" */
  | { kind: 'note'; text: string }
