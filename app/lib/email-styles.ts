/**
 * The look every email shares, transactional and newsletter alike (decision 48): a white card on a
 * grey page, the business name in blue above the heading, small grey print below. Inline style
 * objects, because mail clients drop most <style> rules; the newsletter adds its dark-mode classes
 * on top of them.
 */

/** The grey page behind the card. */
export const pageStyle = {
  margin: 0,
  padding: '24px 0',
  backgroundColor: '#f1f5f9',
  fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
}

/** The column the card and the print below it sit in. */
export const columnStyle = { maxWidth: '600px', width: '100%' }

/** The white card that holds the message. */
export const cardStyle = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  padding: '32px 24px',
  border: '1px solid #e2e8f0',
}

/** The business name, the card's first line. */
export const brandStyle = { margin: '0 0 4px', fontSize: '13px', fontWeight: 600, color: '#1d4ed8' }

/** The print under the card, and its links. */
export const mutedStyle = { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: '#475569' }
export const mutedLinkStyle = { color: '#475569', textDecoration: 'underline' }

/** The section under the card, and the rule above the contact line. */
export const footerStyle = { padding: '20px 24px 0' }
export const ruleStyle = { borderColor: '#cbd5e1', margin: '12px 0' }
