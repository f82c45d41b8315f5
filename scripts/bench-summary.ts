/** How the benches report a series of timings (npm run bench). */
export interface Summary {
  runs: number
  p50: number
  p95: number
  max: number
}

/**
 * The number of runs, the median, the 95th percentile (nearest rank) and the slowest, each rounded
 * to `decimals` places.
 */
export function summarize(values: number[], decimals: number): Summary {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  const scale = 10 ** decimals
  const round = (n: number) => Math.round(n * scale) / scale
  return { runs: values.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)!) }
}
