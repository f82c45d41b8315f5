/** Inline styles, because mail clients drop most <style> rules (decision 48). */

export const pageStyle = {
  margin: 0,
  padding: '24px 0',
  backgroundColor: '#f1f5f9',
  fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
}

export const columnStyle = { maxWidth: '600px', width: '100%' }

export const cardStyle = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  padding: '32px 24px',
  border: '1px solid #e2e8f0',
}

export const brandStyle = { margin: '0 0 4px', fontSize: '13px', fontWeight: 600, color: '#1d4ed8' }

export const mutedStyle = { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: '#475569' }
export const mutedLinkStyle = { color: '#475569', textDecoration: 'underline' }

export const footerStyle = { padding: '20px 24px 0' }
export const ruleStyle = { borderColor: '#cbd5e1', margin: '12px 0' }
