import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js'
import { useEffect, useId, useRef, type ReactNode } from 'react'

// Only what the insights draw: bars and lines on category and linear axes (tree-shaken).
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
)

/** The brand's colours, distinct for colour-blind readers too (blue, teal, amber, slate). */
export const chartColors = ['#2452d6', '#0d9488', '#b45309', '#475569']

/** A long name cut for the axis: 30 characters, 16 on a phone-wide chart, where 30 left no room for the bars. */
export const axisName = (label: string, width: number) => {
  const max = width < 480 ? 16 : 30
  return label.length > max ? `${label.slice(0, max - 1)}…` : label
}

export interface Series {
  label: string
  data: (number | null)[]
  color: string
  /** a line drawn over bars, or a reference line (dashed) */
  line?: 'solid' | 'dashed'
}

export function ChartFigure({
  title,
  description,
  labels,
  series,
  type = 'bar',
  horizontal = false,
  stacked = false,
  format = (v) => v.toLocaleString('en-US'),
  height = 'h-64',
  table,
}: {
  title: string
  description?: ReactNode
  labels: string[]
  series: Series[]
  type?: 'bar' | 'line'
  horizontal?: boolean
  stacked?: boolean
  /** a value on the axis and in tooltips */
  format?: (value: number) => string
  height?: string
  /** the data as a table: headers and rows of cells */
  table: { headers: string[]; rows: (string | number)[][] }
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const id = useId()
  const formatter = useRef(format)
  useEffect(() => {
    formatter.current = format
  })
  // Drawn again only when the numbers change, not on every render.
  const shown = { labels, series, type, horizontal, stacked }
  const drawn = JSON.stringify(shown)
  useEffect(() => {
    if (!canvas.current) return
    const { labels, series, type, horizontal, stacked } = JSON.parse(drawn) as typeof shown
    const format = (value: number) => formatter.current(value)
    const config: ChartConfiguration = {
      type,
      data: {
        labels,
        datasets: series.map((s) => ({
          type: s.line ? 'line' : type,
          label: s.label,
          data: s.data,
          backgroundColor: s.color,
          borderColor: s.color,
          borderWidth: s.line ? 2 : 0,
          borderDash: s.line === 'dashed' ? [6, 4] : undefined,
          pointRadius: s.line === 'dashed' ? 0 : 3,
          spanGaps: true,
        })),
      } as ChartConfiguration['data'],
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: horizontal ? 'y' : 'x',
        // A tooltip for the column under the pointer, anywhere over the chart, not only on a bar.
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { display: series.length > 1, position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${item.dataset.label}: ${item.parsed[horizontal ? 'x' : 'y'] === null ? '—' : format(item.parsed[horizontal ? 'x' : 'y'] as number)}`,
            },
          },
        },
        scales: {
          x: {
            stacked,
            ticks: horizontal ? { callback: (v) => format(Number(v)) } : { autoSkip: true, maxRotation: 0 },
          },
          y: {
            stacked,
            beginAtZero: true,
            // Long names (a resource, a question) are cut on the axis; the table has them whole.
            ticks: horizontal
              ? {
                  autoSkip: false,
                  callback(v) {
                    return axisName(labels[Number(v)] ?? '', this.chart.width)
                  },
                }
              : { callback: (v) => format(Number(v)) },
          },
        },
      },
    }
    const chart = new Chart(canvas.current, config)
    // Escape dismisses the tooltip without moving the pointer (WCAG 1.4.13; decision 59).
    const dismiss = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !chart.tooltip?.getActiveElements().length) return
      chart.tooltip.setActiveElements([], { x: 0, y: 0 })
      chart.setActiveElements([])
      chart.update()
    }
    document.addEventListener('keydown', dismiss)
    return () => {
      document.removeEventListener('keydown', dismiss)
      chart.destroy()
    }
  }, [drawn])

  return (
    <figure className="card min-w-0 p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h3>
      {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
      <div className={`relative mt-4 ${height}`}>
        <canvas ref={canvas} role="img" aria-label={`${title}: chart. The same data is in the table below it.`} />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the data as a table</summary>
        {/* Focusable, so keyboard users can scroll a wide table on a phone. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}: data`}>
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs text-muted uppercase">
              <tr>
                {table.headers.map((h) => (
                  <th key={h} scope="col" className="px-2 py-1.5 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" className="px-2 py-1.5 font-medium">
                        {cell}
                      </th>
                    ) : (
                      <td key={j} className="px-2 py-1.5 tabular-nums">
                        {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
