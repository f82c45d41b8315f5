// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'
import { ToastRegions } from '#app/components/ui/toast-regions.tsx'
import { PostActions } from '#app/features/blog/post-actions.tsx'
import { serverRender } from '../../tests/component/server-render.tsx'
import { enhancePostActions } from './post-actions.ts'

/** The form's checks load on the first submit: on a busy machine, more than vi.waitFor's default second. */
const SETTLES = { timeout: 5_000 }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const post = { slug: 'tabletop-exercises', title: 'Tabletop exercises: a 90-minute plan', excerpt: 'Plan it.' }

async function actions() {
  await serverRender(
    <>
      <PostActions post={post} url="http://site.test/blog/tabletop-exercises" />
      <ToastRegions />
    </>,
  )
  enhancePostActions(document)
  const link = (name: RegExp) => [...document.querySelectorAll('a')].find((a) => name.test(a.textContent ?? ''))!
  return { link, status: () => document.querySelector('[data-toast-region="status"]')?.textContent ?? '' }
}

const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  el.dispatchEvent(event)
  return event
}

it('are links without the script: the PDF under its spec name, the share pages in a new window', async () => {
  const { link } = await actions()
  expect(link(/Download PDF/).getAttribute('href')).toBe('/api/blog/tabletop-exercises/pdf')
  expect(link(/Download PDF/).getAttribute('download')).toBe('tabletop-exercises--a-90-minute-plan.pdf')
  expect(link(/Share on LinkedIn/).getAttribute('target')).toBe('_blank')
})

it('opens a share link as the spec’s 600 × 400 pop-up', async () => {
  const { link } = await actions()
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  expect(click(link(/Share on X/)).defaultPrevented).toBe(true)
  expect(open).toHaveBeenCalledWith(
    expect.stringContaining('twitter.com/intent/tweet'),
    'share',
    expect.stringContaining('width=600,height=400'),
  )
})

it('makes the PDF while saying Generating..., then toasts', async () => {
  let answer: (r: Response) => void = () => {}
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  )
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  const { link, status } = await actions()
  const pdf = link(/Download PDF/)
  expect(click(pdf).defaultPrevented).toBe(true)
  expect(pdf.textContent).toContain('Generating...')
  expect(pdf.getAttribute('aria-disabled')).toBe('true')
  answer(new Response(new Blob(['%PDF']), { status: 200 }))
  await vi.waitFor(() => expect(status()).toContain('PDF Generated'), SETTLES)
  expect(pdf.textContent).toContain('Download PDF')
  expect(pdf.hasAttribute('aria-disabled')).toBe(false)
})
