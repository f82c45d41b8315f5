import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Availability } from '#app/features/booking/availability.ts'
import type { PlaceView } from '#app/features/booking/place.ts'
import type { BookingSettings, CalendarUrlInput } from '#app/features/booking/availability.schema.ts'
import { apiRequest } from '#app/lib/api-client.ts'

/** The meetings screen's calls to /api/admin/bookings (decision 40). */
export interface Meeting {
  id: number
  firstName: string
  lastName: string
  email: string
  district: string
  agenda: string | null
  startsAt: string
  endsAt: string
  status: 'booked' | 'cancelled'
  confirmedAt: string | null
  /** where it happens, worded by the server (decision 59) */
  place: PlaceView | null
}
export interface MeetingList {
  meetings: Meeting[]
  /** the secret subscribe URL: every booking as a calendar */
  feedUrl: string
  calendarUrl: string | null
  calendar: { lastSuccessAt: string | null; lastError: string | null }
}

const BASE = '/api/admin/bookings'
const key = [BASE] as const

export const useMeetings = () => useQuery<MeetingList>({ queryKey: key })

function useChange<T>(call: (value: T) => Promise<unknown>, queryKey: readonly string[] = key) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  })
}

export const useConfirmMeeting = () => useChange((id: number) => apiRequest('POST', `${BASE}/${id}/confirm`))
export const useCancelMeeting = () => useChange((id: number) => apiRequest('POST', `${BASE}/${id}/cancel`))
/** Replaces the subscribe URL's secret: the old URL stops working at once. */
export const useNewFeedUrl = () => useChange(() => apiRequest<{ feedUrl: string }>('POST', `${BASE}/feed`))
export const useSaveCalendar = () =>
  useChange((value: CalendarUrlInput) => apiRequest('PUT', `${BASE}/calendar`, value))

const SETTINGS = `${BASE}/settings`
export const useSettings = () => useQuery<Availability & { calendarUrl: string | null }>({ queryKey: [SETTINGS] })
export const useSaveSettings = () =>
  useChange((value: BookingSettings) => apiRequest('PUT', SETTINGS, value), [SETTINGS])
