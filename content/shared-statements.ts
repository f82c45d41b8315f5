/**
 * Sentences that must read the same on every page that states their fact. Pages interpolate the
 * constant rather than retyping it, so a correction is made once; content/content-freshness.test.ts
 * checks that every page mentioning the subject carries the sentence.
 */

/**
 * The State and Local Cybersecurity Grant Program (SLCGP) after September 30, 2026: what is known as
 * of the 2026-11-29 review, and nothing more (docs/content-review-log.md, 2026-11-29). Congress
 * extended the program's authority inside funding bills, the November 2025 stopgap and H.R. 7148
 * (signed February 3, 2026, through September 30, 2026, without new money); no public source found
 * says a later bill extended it, and no FY2026 funding round was found. Sources: H.R. 7148
 * (Congress.gov), GovTech (February 2026). Pages interpolate it instead
 * of saying the program runs "through September 30, 2026", which reads as a date still ahead; the
 * next review replaces "as of November 2026" with what happened since.
 */
export const slcgpStatusSentence =
  'H.R. 7148, a funding bill signed on February 3, 2026, extended the program\u2019s authority without new money. That authority ran to September 30, 2026; as of November 2026 we found no further extension and no new funding round.'

/**
 * The PILLAR Act and what new SLCGP money needs: an authorization is not money. Sources: H.R. 5078
 * and House Report 119-377 (content/sources.ts); S. 3251 is the Senate's reauthorization bill; the
 * authority has also been extended by a provision in a funding bill (slcgpStatusSentence). Used
 * wherever a page names the PILLAR Act. No end year: press coverage of the House vote says fiscal
 * 2033, the CRS summary of the bill as introduced says FY2035, and the House-passed text was not
 * read (docs/content-review-log.md, 2026-11-28).
 */
export const pillarActSentence =
  'The PILLAR Act (H.R. 5078), passed by the House on November 17, 2025, would extend the program\u2019s authority, subject to appropriations, but carries no money: new SLCGP money needs both an extension of the authority (the PILLAR Act, S. 3251 or a provision in a funding bill) and an appropriation.'
