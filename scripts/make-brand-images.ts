/**
 * Renders the favicon PNGs and the social-sharing image from SVG with sharp. Run once after a
 * brand change: `node scripts/make-brand-images.ts`; the PNGs are committed under public/.
 */
import path from 'node:path'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const shield = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2452d6"/><path d="M16 6l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V9z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/><path d="M12.5 16l2.5 2.5 4.5-5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`

for (const [size, name] of [
  [180, 'apple-touch-icon.png'],
  [192, 'icon-192.png'],
  [512, 'icon-512.png'],
  [48, 'favicon-48.png'],
] as const) {
  await sharp(Buffer.from(shield(size)))
    .png()
    .toFile(path.join(root, 'public', name))
}

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<defs><radialGradient id="g" cx="85%" cy="0%" r="80%"><stop offset="0" stop-color="#3b6ff5" stop-opacity=".55"/><stop offset="1" stop-color="#0c1839" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="630" fill="#0c1839"/><rect width="1200" height="630" fill="url(#g)"/>
<g transform="translate(90 110) scale(3.2)"><rect width="32" height="32" rx="7" fill="#2452d6"/><path d="M16 6l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V9z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/><path d="M12.5 16l2.5 2.5 4.5-5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></g>
<text x="90" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">SchoolShield Cyber Advisory</text>
<text x="90" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#cbd5e1">Cybersecurity leadership for K-12 school districts</text>
<text x="90" y="520" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#2dd4bf">Virtual CISO · Board training · Assessments · Compliance</text>
</svg>`
await sharp(Buffer.from(og))
  .png({ compressionLevel: 9 })
  .toFile(path.join(root, 'public', 'og-image.png'))
console.log('brand images written to public/')
