/**
 * The WCAG 2.1 Level A and AA success criteria, as the VPAT 2.5 WCAG edition lists them, with
 * what a person found where no test decides (`review`), what keeps a criterion from full support
 * (`partial`), and which criteria apply only when a page has media (`appliesTo`). Everything else in
 * the report comes from the test run: axe and HTML_CodeSniffer results by criterion, and the
 * Playwright tests tagged with the criterion (`@wcag2.1.1`). scripts/acr/vpat.ts decides the level.
 *
 * A review note says what was looked at and why it holds; change it when the site changes what it
 * describes. `reviewed` is the date of the last such look.
 */
export const reviewed = '2026-11-25'

export type Level = 'A' | 'AA'

export interface Criterion {
  id: string
  name: string
  level: Level
  /** a person's finding, for what a program cannot judge (meaningful text, sequence, purpose) */
  review?: string
  /** when this review was last looked at, when later than `reviewed` */
  reviewedOn?: string
  /** a known gap: the criterion is Partially Supported whatever the tests show, for this reason */
  partial?: string
  /** the criterion is about this kind of content; with none on any page checked it is Not Applicable */
  appliesTo?: 'media' | 'audio'
  /** the criterion is met by definition (an erratum), whatever the tests show */
  always?: string
}

const media = 'appliesTo' as const

export const criteria: Criterion[] = [
  {
    id: '1.1.1',
    name: 'Non-text Content',
    level: 'A',
    review:
      'Decorative icons are hidden from assistive technology; icons that carry meaning (the quiz’s correct and wrong marks) have a text name. A blog post’s hero image takes the alternative text its author writes in the editor, and the post’s title and category when none is written. The two-factor QR code is named and its key is also shown as text.',
  },
  { id: '1.2.1', name: 'Audio-only and Video-only (Prerecorded)', level: 'A', [media]: 'media' },
  { id: '1.2.2', name: 'Captions (Prerecorded)', level: 'A', [media]: 'media' },
  { id: '1.2.3', name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A', [media]: 'media' },
  {
    id: '1.3.1',
    name: 'Info and Relationships',
    level: 'A',
    review:
      'Headings, lists, tables, landmarks, field labels and grouped choices (the quiz’s answers, the consultation form’s services) are marked up as such, not only styled.',
  },
  {
    id: '1.3.2',
    name: 'Meaningful Sequence',
    level: 'A',
    review:
      'The reading order in the markup is the visual order at every width; layouts reorder with CSS grid and flex only where the order does not change meaning.',
  },
  {
    id: '1.3.3',
    name: 'Sensory Characteristics',
    level: 'A',
    review:
      'Instructions name controls by their labels (“Request Free Consultation”, “Submit Answer”), never by shape, colour, size, position or sound.',
  },
  {
    id: '1.4.1',
    name: 'Use of Color',
    level: 'A',
    review:
      'Colour is never the only signal: quiz feedback says “Correct.” or “Not quite. The correct answer is: …” with a named icon; invalid fields show a message and are marked invalid; links in text are underlined; lead statuses are written words.',
  },
  { id: '1.4.2', name: 'Audio Control', level: 'A', [media]: 'audio' },
  { id: '2.1.1', name: 'Keyboard', level: 'A' },
  { id: '2.1.2', name: 'No Keyboard Trap', level: 'A' },
  {
    id: '2.1.4',
    name: 'Character Key Shortcuts',
    level: 'A',
    review:
      'The site defines no single-key shortcuts. The blog editor’s formatting shortcuts (Ctrl+B and the like) need a modifier key and act only while the editor has focus.',
  },
  {
    id: '2.2.1',
    name: 'Timing Adjustable',
    level: 'A',
    reviewedOn: '2026-11-29',
    review:
      'Confirmation messages (toasts) close after the 5 seconds the site’s specification sets only while nobody reads them: the wait stops while the pointer is over one or the focus is in it and starts again in full once both leave, and a toast that carries something found nowhere else (a next step, what became of the reader’s text, a server’s reason) stays until dismissed. The admin session, which ends after 30 minutes without activity (a security limit, OWASP ASVS V3.3.2), warns two minutes before in a dialog whose “Stay signed in” extends it, as often as needed; its 12-hour limit is a security exception (WCAG 2.2.1’s “essential”) announced the same way. Public visitors have no time limits.',
  },
  {
    id: '2.2.2',
    name: 'Pause, Stop, Hide',
    level: 'A',
    review:
      'Nothing moves, blinks, scrolls or updates by itself for more than five seconds. The only animations are loading spinners while a request is under way, and they stop when it ends (and with reduced motion asked for, see 2.3.3).',
  },
  {
    id: '2.3.1',
    name: 'Three Flashes or Below Threshold',
    level: 'A',
    review:
      'No content flashes: there is no video and no blinking element; the only animation, a loading spinner, turns without flashing.',
  },
  { id: '2.4.1', name: 'Bypass Blocks', level: 'A' },
  { id: '2.4.2', name: 'Page Titled', level: 'A' },
  { id: '2.4.3', name: 'Focus Order', level: 'A' },
  {
    id: '2.4.4',
    name: 'Link Purpose (In Context)',
    level: 'A',
    review:
      'Link text says where it goes: each post card’s link is the post’s title; each resource’s button names it (“Download Free: Board Presentation Templates”); the Policy Generator link says that it opens in a new tab.',
  },
  {
    id: '2.5.1',
    name: 'Pointer Gestures',
    level: 'A',
    review: 'Every action is a single tap or click; nothing needs a path-based or multi-finger gesture.',
  },
  {
    id: '2.5.2',
    name: 'Pointer Cancellation',
    level: 'A',
    review:
      'Controls are native buttons, links and form fields, which act on release; none acts on the down-event. The dialogs’ backdrop closes a dialog on a completed click only.',
  },
  {
    id: '2.5.3',
    name: 'Label in Name',
    level: 'A',
    review:
      'Each control’s accessible name is or begins with its visible label; where a name adds context for a screen reader (“Download Free: Board Presentation Templates”), the visible words come first.',
  },
  {
    id: '2.5.4',
    name: 'Motion Actuation',
    level: 'A',
    review: 'Nothing responds to shaking or tilting the device.',
  },
  { id: '3.1.1', name: 'Language of Page', level: 'A' },
  { id: '3.2.1', name: 'On Focus', level: 'A' },
  {
    id: '3.2.2',
    name: 'On Input',
    level: 'A',
    review:
      'Choosing an option or typing never submits a form or moves to another page; forms submit with their button. In the admin, a lead’s status select saves the new status in place (a change of content, announced, not of context).',
  },
  { id: '3.3.1', name: 'Error Identification', level: 'A' },
  { id: '3.3.2', name: 'Labels or Instructions', level: 'A' },
  {
    id: '4.1.1',
    name: 'Parsing',
    level: 'A',
    always:
      'Satisfied by definition: the W3C’s 2023 errata to WCAG 2.1 state that this criterion is always satisfied for content written in HTML.',
  },
  { id: '4.1.2', name: 'Name, Role, Value', level: 'A' },

  { id: '1.2.4', name: 'Captions (Live)', level: 'AA', [media]: 'media' },
  { id: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA', [media]: 'media' },
  { id: '1.3.4', name: 'Orientation', level: 'AA' },
  { id: '1.3.5', name: 'Identify Input Purpose', level: 'AA' },
  { id: '1.4.3', name: 'Contrast (Minimum)', level: 'AA' },
  {
    id: '1.4.4',
    name: 'Resize text',
    level: 'AA',
    review:
      'Text is sized in rem and the pages let the browser zoom (no maximum-scale); at 200% zoom, which is the 640-pixel layout of a 1280-pixel window, every page reflows to a single column with nothing cut off (see 1.4.10).',
  },
  {
    id: '1.4.5',
    name: 'Images of Text',
    level: 'AA',
    review:
      'All text is real text, including the logo’s name and the pricing tables. The only image with words is the social-media preview (og-image.png), which no page displays.',
  },
  { id: '1.4.10', name: 'Reflow', level: 'AA' },
  { id: '1.4.11', name: 'Non-text Contrast', level: 'AA' },
  {
    id: '1.4.12',
    name: 'Text Spacing',
    level: 'AA',
    review:
      'The excerpts on blog cards are cut to three lines at any text spacing, by design, as a teaser; the whole text is the post, one link away.',
  },
  {
    id: '1.4.13',
    name: 'Content on Hover or Focus',
    level: 'AA',
    reviewedOn: '2026-11-29',
    review:
      'Public pages show nothing extra on hover or focus. In the admin’s insights, the charts (Chart.js, on a canvas) draw a tooltip for the column under the pointer: it stays while the pointer is over the chart, goes when the pointer leaves, and Escape dismisses it without moving the pointer. It covers only part of its own chart, and the same figures are in the table under each chart.',
  },
  {
    id: '2.4.5',
    name: 'Multiple Ways',
    level: 'AA',
    review:
      'Pages are reached from the header, the footer and links in the text; the resource library has a search; /sitemap.xml lists every public page and post.',
  },
  {
    id: '2.4.6',
    name: 'Headings and Labels',
    level: 'AA',
    review: 'Headings name the section they open and labels name the data asked for (“Work email”, “School district”).',
  },
  { id: '2.4.7', name: 'Focus Visible', level: 'AA' },
  {
    id: '3.1.2',
    name: 'Language of Parts',
    level: 'AA',
    review: 'All content is in English, the language of every page; no passage is in another language.',
  },
  { id: '3.2.3', name: 'Consistent Navigation', level: 'AA' },
  { id: '3.2.4', name: 'Consistent Identification', level: 'AA' },
  { id: '3.3.3', name: 'Error Suggestion', level: 'AA' },
  {
    id: '3.3.4',
    name: 'Error Prevention (Legal, Financial, Data)',
    level: 'AA',
    review:
      'No page takes a legal commitment or a payment. In the admin, deleting a post asks for confirmation first, and turning off two-factor sign-in asks for the password and a current code.',
  },
  { id: '4.1.3', name: 'Status Messages', level: 'AA' },
]
