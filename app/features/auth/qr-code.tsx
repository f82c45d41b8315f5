/** A QR code drawn from its modules ("1" dark, "0" light, row by row) as one SVG path: no image, no data URL. */
export function QrCode({ size, modules, label }: { size: number; modules: string; label: string }) {
  let path = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (modules[y * size + x] === '1') path += `M${x + 4} ${y + 4}h1v1h-1z`
  }
  const box = size + 8 // the quiet zone scanners need
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      role="img"
      aria-label={label}
      className="size-48 rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#0f172a" />
    </svg>
  )
}
