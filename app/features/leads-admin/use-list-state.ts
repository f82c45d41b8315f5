import { useCallback, useEffect, useRef, useState } from 'react'
import { useSearchParams, type ShouldRevalidateFunction } from 'react-router'
import type { LeadListQueryInput } from '#app/features/leads/lead.schema.ts'
import { leadKindIds, type LeadKind } from '#app/features/leads/lead-kinds.ts'
import { leadStatuses, type LeadStatus } from '#app/features/leads/lead-status.ts'
import { leadColumns } from './lead-columns.ts'
import { sortChoices, type Order } from './list-controls.tsx'

/** Rows per page: a working day's requests at a glance, light enough for a phone. */
export const PAGE_SIZE = 25
/** How long typing must pause before the search is run: one request per pause, not per key. */
const SEARCH_PAUSE_MS = 250

const newestFirst: Order = { sort: 'date', dir: 'desc' }

/** What the dashboard shows: the open tab, the search, the status filter, and the tab's order and page. */
export interface ListView {
  tab: LeadKind
  q: string | undefined
  status: LeadStatus | undefined
  order: Order
  page: number
}

/**
 * The view a URL's query string describes. Anything unknown (an old link, a hand-edited URL) falls
 * back to the default, so every URL shows a dashboard.
 */
export function readView(params: URLSearchParams): ListView {
  const tab = leadKindIds.find((id) => id === params.get('tab')) ?? 'contacts'
  const status = leadStatuses.find((s) => s.value === params.get('status'))?.value
  const sort = `${params.get('sort') ?? ''}:${params.get('dir') ?? ''}`
  const known = sortChoices<never>(leadColumns[tab]).some((choice) => choice.value === sort)
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

/** The query string of a view: only what differs from the default, so the plain URL is the first view. */
export function writeView(view: ListView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.tab !== 'contacts') params.set('tab', view.tab)
  if (view.q) params.set('q', view.q)
  if (view.status) params.set('status', view.status)
  if (view.order.sort !== newestFirst.sort || view.order.dir !== newestFirst.dir) {
    params.set('sort', view.order.sort)
    params.set('dir', view.order.dir)
  }
  if (view.page > 1) params.set('page', String(view.page))
  return params
}

/** The server's query for the open tab's page; only the requests have a status to filter by. */
export const listQuery = (view: ListView): LeadListQueryInput => ({
  q: view.q,
  status: view.tab === 'contacts' ? view.status : undefined,
  sort: view.order.sort,
  dir: view.order.dir,
  page: view.page,
  pageSize: PAGE_SIZE,
})

/**
 * The dashboard's view, kept in the URL so Back, reload and a pasted link show the same view. The
 * search box holds what is typed; once typing pauses, the search replaces the URL's (no history
 * entry per pause) and starts at the first page. Other changes are history entries of their own.
 */
export function useListState() {
  const [params, setParams] = useSearchParams()
  const view = readView(params)
  const [input, setInput] = useState(view.q ?? '')

  // The URL's search changed from outside the box (Back, a link): the box shows it. A search this
  // box asked for leaves it alone, as the admin may have typed on while the URL caught up.
  const [seen, setSeen] = useState(view.q)
  const [asked, setAsked] = useState(view.q)
  if (seen !== view.q) {
    setSeen(view.q)
    if (view.q !== asked) {
      setAsked(view.q)
      setInput(view.q ?? '')
    }
  }

  // The query string last asked for: a navigation lands after a tick, and a control may report the
  // same choice twice meanwhile (a tab answers both the press and the focus that follows), which
  // must not add a second history entry, nor undo a change made just before.
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
    /** the search box's text, ahead of the URL while typing */
    input,
    setInput,
    setTab: (tab: LeadKind) => update({ tab, order: newestFirst, page: 1 }),
    setStatus: (status: LeadStatus | undefined) => update({ status, page: 1 }),
    setOrder: (order: Order) => update({ order, page: 1 }),
    setPage: (page: number) => update({ page }),
    /** The requests still New, the longest waiting first. */
    showWaiting: () => {
      setInput('')
      setAsked(undefined)
      update({ tab: 'contacts', q: undefined, status: 'new', order: { sort: 'date', dir: 'asc' }, page: 1 })
    },
  }
}

/**
 * The dashboard's route loader checks the session and reads the first view (first-view.server.ts):
 * a change of view (the query string alone) need not run it again, as the dashboard's queries read
 * the new view through the API. An explicit revalidation (a 401, logout) keeps the same URL and
 * still does.
 */
export const keepSessionOnViewChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate
