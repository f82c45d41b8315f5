/**
 * Phrases that belong in an author's notes, never in front of a reader: placeholders, "to check"
 * reminders and hedges about this document's own status. Checked against every
 * document, sample post and rendered resource PDF by content/content-freshness.test.ts and
 * tests/api/pdf.test.ts.
 *
 * The second group are hedges that hand the reader a check the review date says was done ("check
 * the current status", "check CISA's page ... and record the answer here", "the latest figures"):
 * where a fact is knowable on the review date, state it with its date and source and say when it is
 * next expected to change. Write what the reader should check and where only for facts that are
 * the reader's own, such as their contract or their state's law.
 */
export const draftingMarker = new RegExp(
  [
    String.raw`\b(TODO|TBD|FIXME|XXX|lorem)\b`,
    'not been confirmed',
    'unverified',
    'check the current text',
    'drafting note',
    String.raw`\[citation needed\]`,
    'check (the )?current (status|terms)',
    'for (its|their|the) current (status|terms)',
    "check CISA['’]s [a-z ]*page",
    'record the answer here',
    'the latest figures',
  ].join('|'),
  'i',
)
