/**
 * Phrases that belong in an author's notes, never in front of a reader: placeholders, "to check"
 * reminders and hedges about this document's own status. Checked against every
 * document, sample post and rendered resource PDF by content/content-freshness.test.ts and
 * tests/api/pdf.test.ts. Write what the reader should check and where instead.
 */
export const draftingMarker =
  /\b(TODO|TBD|FIXME|XXX|lorem)\b|not been confirmed|unverified|check the current text|drafting note|\[citation needed\]/i
