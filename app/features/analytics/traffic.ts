export const TRAFFIC_PERIODS = [7, 30, 90] as const
export type TrafficPeriod = (typeof TRAFFIC_PERIODS)[number]
/** What a view counts as past the day's limits (decision 43). */
export const OTHER = '(other)'
