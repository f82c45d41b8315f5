/**
 * The hooks between the server's markup and the script of the pages served without React
 * (app/islands, decisions 31 and 33): each a named data attribute, so a component that draws a
 * mark and the script that looks for it use the same typed name, and a rename is one change.
 */
export const marks = {
  /** the phone menu's disclosure (site-header.tsx) */
  menu: 'data-menu',
  /** a link to a section of the home page (section-link.tsx) */
  sectionLink: 'data-section-link',
  /** a link that scrolls to the foot of the page (pricing's View All Services) */
  scrollToEnd: 'data-scroll-to-end',
  /** a public lead form, by its LeadFormName */
  leadForm: 'data-lead-form',
  /** the field shell an island draws a field's error into, and the classes it uses there */
  field: 'data-field',
  errorClass: 'data-error-class',
  /** a field's error message, drawn by the server or the script */
  fieldError: 'data-field-error',
  /** a refused form's summary, drawn by the server (error-summary.tsx) */
  errorSummary: 'data-error-summary',
  /** the two live regions toasts are drawn into: "status" and "alert" */
  toastRegion: 'data-toast-region',
  /** a post's "Found this helpful?" section, and its PDF, share and copy controls */
  postActions: 'data-post-actions',
  postSlug: 'data-slug',
  postTitle: 'data-title',
  postUrl: 'data-url',
  postAction: 'data-action',
  share: 'data-share',
  copied: 'data-copied',
  /** the resource library and its parts (resource-library.tsx) */
  resourceLibrary: 'data-resource-library',
  resourceCount: 'data-resource-count',
  resourceEmpty: 'data-resource-empty',
  resourcePages: 'data-resource-pages',
  /** a card of the library, with its title and description, which the search reads */
  resourceCard: 'data-title',
  resourceDescription: 'data-description',
  /** a page control: the page it shows, and previous/next */
  page: 'data-page',
  step: 'data-step',
  /** a control that opens the download dialog for its resource (a link to the resource's page) */
  download: 'data-download',
  /** the dialog's close controls */
  dialogClose: 'data-dialog-close',
  /** /book's time-zone form and its submit button, which the script makes unnecessary */
  timeZone: 'data-time-zone',
  timeZoneSubmit: 'data-time-zone-submit',
  /** a booking page's month of days and the chosen day's times (day-picker.tsx): the part the
   * script swaps for another day's, the links that ask for one, and where the change is read out */
  dayPicker: 'data-day-picker',
  dayView: 'data-day-view',
  dayLink: 'data-day-link',
  dayStatus: 'data-day-status',
} as const

export type Mark = keyof typeof marks

/** The attribute to spread on an element: `<nav {...mark('menu')}>`. */
export const mark = (name: Mark, value = '') => ({ [marks[name]]: value })

/** A CSS selector for the mark, or for one value of it. */
export const marked = (name: Mark, value?: string) =>
  value === undefined ? `[${marks[name]}]` : `[${marks[name]}=${JSON.stringify(value)}]`
