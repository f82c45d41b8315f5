import type { Block, BoxBlock, ImageBlock, ListBlock, TextBlock } from './blocks.server.ts'
import {
  cellHeight,
  columnWidths,
  decoration,
  drawCell,
  element,
  makeRoom,
  measure,
  newPage,
  NO_MARGIN,
  type Flow,
  type Frame,
} from './flow.server.ts'
import { drawTable } from './table-layout.server.ts'
import { breakLines, drawArtifactLine, drawTaggedLine, endLink, metricsOf } from './text-lines.server.ts'

/**
 * Each block drawn in its structure element (decision 54); decoration is an artifact. A block
 * measures itself by being laid out without drawing, so one that must stay on a page starts the next.
 */
export function layoutBlocks(flow: Flow, blocks: Block[], frame: Frame) {
  blocks.forEach((block, i) => layoutBlock(flow, block, frame, blocks[i + 1]))
}

function layoutBlock(flow: Flow, block: Block, frame: Frame, next: Block | undefined) {
  const [left, top, right, bottom] = block.margin ?? NO_MARGIN
  const inner: Frame = {
    ...frame,
    x: frame.x + left,
    width: frame.width - left - right,
    style: 'style' in block && block.style ? { ...frame.style, ...block.style } : frame.style,
  }
  flow.y += top
  switch (block.kind) {
    case 'page-break':
      if (flow.paginate && flow.y > flow.area.top) newPage(flow)
      break
    case 'text':
      layoutText(flow, block, inner, next)
      break
    case 'list':
      layoutList(flow, block, inner)
      break
    case 'quote': {
      const quote = element(flow, frame, 'BlockQuote')
      layoutBlocks(flow, block.blocks, { ...inner, parent: quote ?? inner.parent })
      quote?.end()
      break
    }
    case 'group': {
      if (block.keepTogether && flow.paginate) {
        const height = measure(flow, block.blocks, inner)
        if (height <= flow.area.bottom - flow.area.top) makeRoom(flow, height)
      }
      layoutBlocks(flow, block.blocks, inner)
      break
    }
    case 'table':
      drawTable(flow, block, inner)
      break
    case 'box':
      layoutBox(flow, block, inner)
      break
    case 'image':
      layoutImage(flow, block, inner)
      break
    case 'tick-box': {
      makeRoom(flow, block.size)
      const { x } = inner
      const y = flow.y
      decoration(flow, () => flow.doc.lineWidth(0.9).rect(x, y, block.size, block.size).stroke(block.color))
      flow.y += block.size
      break
    }
    case 'rule': {
      const { x, width } = inner
      const y = flow.y
      decoration(flow, () =>
        flow.doc
          .lineWidth(0.8)
          .moveTo(x, y)
          .lineTo(x + width, y)
          .stroke(block.color),
      )
      break
    }
  }
  flow.y += bottom
}

function layoutText(flow: Flow, block: TextBlock, frame: Frame, next: Block | undefined) {
  const lines = breakLines(flow.doc, block.runs, frame.style, frame.width)
  if (block.keepWithNext && flow.paginate) {
    const own = lines.reduce((sum, line) => sum + line.height, 0)
    const following = next ? Math.min(measure(flow, [next], frame), block.keepWithNext) : 0
    makeRoom(flow, own + following)
  }
  const role = block.role ?? 'P'
  const made = element(flow, frame, role)
  const target = made ? { element: made, role, doc: flow.doc } : null
  for (const line of lines) {
    if (target && flow.paginate && flow.y + line.height > flow.area.bottom) endLink(target)
    makeRoom(flow, line.height)
    const offset =
      block.align === 'center' ? (frame.width - line.width) / 2 : block.align === 'right' ? frame.width - line.width : 0
    if (flow.draw) {
      if (target) drawTaggedLine(target, line, frame.x + offset, flow.y)
      else if (flow.artifact) drawArtifactLine(flow.doc, line, frame.x + offset, flow.y, 'Layout')
    }
    flow.y += line.height
  }
  if (target) endLink(target)
  made?.end()
}

/** A bullet is a drawn dot, an artifact; a number is text a screen reader reads. */
function layoutList(flow: Flow, block: ListBlock, frame: Frame) {
  const { doc } = flow
  const list = element(flow, frame, 'L')
  const labels = block.items.map((_, i) => (block.ordered ? `${i + 1}.` : ''))
  const labelLines = labels.map((label) => breakLines(doc, [label], frame.style, Infinity)[0]!)
  const indent = block.ordered ? Math.max(...labelLines.map((l) => l.width)) + 5 : frame.style.size * 1.2
  const first = metricsOf(frame.style)
  const bodyFrame = { ...frame, x: frame.x + indent, width: frame.width - indent }
  block.items.forEach((item, i) => {
    // With a body kept whole (a source line), the number goes on the page the body starts on.
    const lead = item[0]
    const whole = lead?.kind === 'group' && lead.keepTogether && flow.paginate
    const kept = whole ? measure(flow, [lead], bodyFrame) : 0
    makeRoom(flow, kept && kept <= flow.area.bottom - flow.area.top ? kept : first.height)
    const li = element(flow, { ...frame, parent: list }, 'LI')
    const y = flow.y
    if (block.ordered) {
      const lbl = element(flow, { ...frame, parent: li }, 'Lbl')
      const line = labelLines[i]!
      if (lbl) drawTaggedLine({ element: lbl, role: 'Lbl', doc }, line, frame.x, y)
      else if (flow.draw && flow.artifact) drawArtifactLine(doc, line, frame.x, y, 'Layout')
      lbl?.end()
    } else {
      const r = frame.style.size * 0.17
      const [cx, cy] = [frame.x + r + 1, y + first.ascent * 0.62]
      decoration(flow, () => doc.circle(cx, cy, r).fill(frame.style.color))
    }
    const body = element(flow, { ...frame, parent: li }, 'LBody')
    layoutBlocks(flow, item, { ...bodyFrame, parent: body ?? li })
    body?.end()
    li?.end()
  })
  list?.end()
}

/** Not data: read in order, in the frame's element. */
function layoutBox(flow: Flow, block: BoxBlock, frame: Frame) {
  const widths = columnWidths(block.widths, frame.width)
  const height = Math.max(...block.cells.map((cell, i) => cellHeight(flow, cell, widths[i]!, frame)))
  makeRoom(flow, height)
  let x = frame.x
  block.cells.forEach((cell, i) => {
    const box = { x, y: flow.y, width: widths[i]!, height }
    drawCell(flow, cell, box, frame)
    if (block.rules) {
      const { width, color } = block.rules
      decoration(flow, () => flow.doc.lineWidth(width).rect(box.x, box.y, box.width, box.height).stroke(color))
    }
    x += widths[i]!
  })
  flow.y += height
}

function layoutImage(flow: Flow, block: ImageBlock, frame: Frame) {
  const { width, height } = flow.doc.openImage(block.data)
  const scale = Math.min(block.fit[0] / width, block.fit[1] / height, frame.width / width, 1e9)
  const [w, h] = [width * scale, height * scale]
  makeRoom(flow, h)
  const [x, y] = [frame.x + (frame.width - w) / 2, flow.y]
  const alt = block.alt?.trim()
  const figure = alt ? element(flow, frame, 'Figure', { alt }) : null
  if (figure) {
    const content = flow.doc.markStructureContent('Figure')
    flow.doc.image(block.data, x, y, { width: w, height: h })
    flow.doc.endMarkedContent()
    figure.add(content)
    figure.end()
  } else decoration(flow, () => flow.doc.image(block.data, x, y, { width: w, height: h }))
  flow.y += h
}
