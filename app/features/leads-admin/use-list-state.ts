import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams, type ShouldRevalidateFunction } from 'react-router'
import type { LeadListQueryInput } from '#app/features/leads/lead.schema.ts'
import { leadTabIds, type LeadTab } from '#app/features/leads/lead-kinds.ts'
import { leadStatuses, type LeadStatus } from '#app/features/leads/lead-status.ts'
import { tabColumns } from './lead-columns.ts'
import { sortChoices, type Order } from './list-controls.tsx'

/** A working day's requests at a glance, light enough for a phone. */
export const PAGE_SIZE = 25
const SEARCH_PAUSE_MS = 250

const newestFirst: Order = { sort: 'date', dir: 'desc' }

export interface ListView {
  tab: LeadTab
  q: string | undefined
  status: LeadStatus | undefined
  order: Order
  page: number
}

/** Anything unknown (an old link, a hand-edited URL) falls back to the default. */
export function readView(params: URLSearchParams): ListView {
  const tab = leadTabIds.find((id) => id === params.get('tab')) ?? 'all'
  const status = leadStatuses.find((s) => s.value === params.get('status'))?.value
  const sort = `${params.get('sort') ?? ''}:${params.get('dir') ?? ''}`
  const known = sortChoices<never>(tabColumns[tab]).some((choice) => choice.value === sort)
  const order = known ? { sort: params.get('sort'), dir: params.get('dir') } : newestFirst
  const page = Number(params.get('page'))
  return {
    tab,
    q: params.get('q')?.trim() || undefined,
    status,
    order: order as Order,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

export function writeView(view: ListView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.tab !== 'all') params.set('tab', view.tab)
  if (view.q) params.set('q', view.q)
  if (view.status) params.set('status', view.status)
  if (view.order.sort !== newestFirst.sort || view.order.dir !== newestFirst.dir) {
    params.set('sort', view.order.sort)
    params.set('dir', view.order.dir)
  }
  if (view.page > 1) params.set('page', String(view.page))
  return params
}

export const listQuery = (view: ListView): LeadListQueryInput => ({
  q: view.q,
  status: view.status,
  sort: view.order.sort,
  dir: view.order.dir,
  page: view.page,
  pageSize: PAGE_SIZE,
})

/** In the URL, so Back, reload and a pasted link agree; a paused search replaces its entry rather than adding one. */
export function useListState() {
  const [params, setParams] = useSearchParams()
  const view = readView(params)
  const [input, setInput] = useState(view.q ?? '')

  // A search this box asked for leaves it alone: the admin may have typed on while the URL caught up.
  const [seen, setSeen] = useState(view.q)
  const [asked, setAsked] = useState(view.q)
  if (seen !== view.q) {
    setSeen(view.q)
    if (view.q !== asked) {
      setAsked(view.q)
      setInput(view.q ?? '')
    }
  }

  // A tab reports both the press and the focus that follows before the navigation lands: one history entry.
  const requested = useRef(params.toString())
  useEffect(() => {
    requested.current = params.toString()
  }, [params])
  const update = useCallback(
    (change: Partial<ListView>, replace = false) => {
      const from = readView(new URLSearchParams(requested.current))
      const next = writeView({ ...from, ...change }).toString()
      if (next === writeView(from).toString()) return
      requested.current = next
      setParams(next, { replace, preventScrollReset: true })
    },
    [setParams],
  )

  const typed = input.trim() || undefined
  useEffect(() => {
    if (typed === view.q) return
    const timer = setTimeout(() => {
      setAsked(typed)
      update({ q: typed, page: 1 }, true)
    }, SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed, view.q, update])

  return {
    view,
    input,
    setInput,
    setTab: (tab: LeadTab) => update({ tab, order: newestFirst, page: 1 }),
    setStatus: (status: LeadStatus | undefined) => update({ status, page: 1 }),
    setOrder: (order: Order) => update({ order, page: 1 }),
    setPage: (page: number) => update({ page }),
    showWaiting: () => {
      setInput('')
      setAsked(undefined)
      update({ tab: 'contacts', q: undefined, status: 'new', order: { sort: 'date', dir: 'asc' }, page: 1 })
    },
  }
}

/** The queries read a new view through the API; an explicit revalidation (a 401, logout) still runs the loader. */
export const keepSessionOnViewChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate
