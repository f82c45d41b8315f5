import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#app/lib/api-client.ts'
import type { Jsonify } from '#app/lib/json.ts'
import type { WebhookEndpoints, WebhookEndpointView } from './webhook-endpoints.server.ts'
import type { WebhookEventType } from './webhook-events.ts'
import type { WebhookEndpointInput } from './webhook.schema.ts'

/** The Webhooks screen's calls to /api/admin/webhooks (decision 64). */
export type Endpoint = Jsonify<WebhookEndpointView>
export type Delivery = Jsonify<Awaited<ReturnType<WebhookEndpoints['log']>>[number]>

const BASE = '/api/admin/webhooks'
const key = [BASE] as const

export const useEndpoints = () => useQuery<{ endpoints: Endpoint[] }>({ queryKey: key })
export const useDeliveryLog = (id: number) => useQuery<{ deliveries: Delivery[] }>({ queryKey: [`${BASE}/${id}/log`] })

function useChange<T, R>(call: (value: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

/** Answers the signing secret, the one time it is shown. */
export const useAddEndpoint = () =>
  useChange((value: WebhookEndpointInput) => apiRequest<{ secret: string }>('POST', BASE, value))
export const useRotateSecret = () =>
  useChange((id: number) => apiRequest<{ secret: string }>('POST', `${BASE}/${id}/rotate`))
export const useSetActive = () =>
  useChange(({ id, active }: { id: number; active: boolean }) =>
    apiRequest('POST', `${BASE}/${id}/${active ? 'resume' : 'pause'}`),
  )
export const useSetEvents = () =>
  useChange(({ id, events }: { id: number; events: WebhookEventType[] }) =>
    apiRequest('PUT', `${BASE}/${id}/events`, { events }),
  )
export const useDeleteEndpoint = () => useChange((id: number) => apiRequest('DELETE', `${BASE}/${id}`))
export const sendTestEvent = (id: number) => apiRequest('POST', `${BASE}/${id}/test`)
export const redeliver = (deliveryId: number) => apiRequest('POST', `${BASE}/deliveries/${deliveryId}/redeliver`)
