/**
 * Sentences that must read the same on every page that states their fact. Pages interpolate the
 * constant rather than retyping it, so a correction is made once; content/content-freshness.test.ts
 * checks that every page mentioning the subject carries the sentence.
 */

/**
 * The State and Local Cybersecurity Grant Program (SLCGP) and the PILLAR Act: an authorization is
 * not money. Sources: H.R. 5078 and House Report 119-377 (content/sources.ts); S. 3251 is the
 * Senate's reauthorization bill. Used wherever a page names the PILLAR Act. No end year: press coverage
 * of the House vote says fiscal 2033, the CRS summary of the bill as introduced says FY2035, and the
 * House-passed text was not read (docs/content-review-log.md, 2026-11-28).
 */
export const pillarActSentence =
  'The PILLAR Act (H.R. 5078), passed by the House on November 17, 2025, would extend the program\u2019s authority, subject to appropriations, but carries no money: new SLCGP money needs both an authorization (the PILLAR Act or S. 3251) and an appropriation.'
