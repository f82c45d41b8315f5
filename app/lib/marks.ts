/** Typed hooks between the server's markup and the island scripts (decisions 31 and 33). */
export const marks = {
  menu: 'data-menu',
  sectionLink: 'data-section-link',
  scrollToEnd: 'data-scroll-to-end',
  leadForm: 'data-lead-form',
  field: 'data-field',
  errorClass: 'data-error-class',
  fieldError: 'data-field-error',
  errorSummary: 'data-error-summary',
  toastRegion: 'data-toast-region',
  postActions: 'data-post-actions',
  postSlug: 'data-slug',
  postTitle: 'data-title',
  postUrl: 'data-url',
  postAction: 'data-action',
  share: 'data-share',
  copied: 'data-copied',
  resourceLibrary: 'data-resource-library',
  resourceCount: 'data-resource-count',
  resourceEmpty: 'data-resource-empty',
  resourcePages: 'data-resource-pages',
  /** a card of the library; the search reads its title and description */
  resourceCard: 'data-title',
  resourceDescription: 'data-description',
  page: 'data-page',
  step: 'data-step',
  download: 'data-download',
  dialogClose: 'data-dialog-close',
  /** /book's time-zone form, which the script makes unnecessary */
  timeZone: 'data-time-zone',
  timeZoneSubmit: 'data-time-zone-submit',
  /** redrawn by each step (decision 56) */
  quiz: 'data-quiz',
  quizStatus: 'data-quiz-status',
  /** goes back in the history when the visitor came from this site */
  quizBack: 'data-quiz-back',
  quizStep: 'data-quiz-step',
  quizFocus: 'data-quiz-focus',
  quizAnnounce: 'data-quiz-announce',
  quizReport: 'data-quiz-report',
  quizReportSent: 'data-quiz-report-sent',
  quizReportEmail: 'data-quiz-report-email',
  pending: 'data-pending',
  /** a booking page's month of days (day-picker.tsx): the part swapped for another day, its links, its live region */
  dayPicker: 'data-day-picker',
  dayView: 'data-day-view',
  dayLink: 'data-day-link',
  dayStatus: 'data-day-status',
} as const

export type Mark = keyof typeof marks

export const mark = (name: Mark, value = '') => ({ [marks[name]]: value })

export const marked = (name: Mark, value?: string) =>
  value === undefined ? `[${marks[name]}]` : `[${marks[name]}=${JSON.stringify(value)}]`
