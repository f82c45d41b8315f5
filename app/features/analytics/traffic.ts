/** The periods the Insights offer for the site's traffic, in days ending today (decision 29). */
export const TRAFFIC_PERIODS = [7, 30, 90] as const
export type TrafficPeriod = (typeof TRAFFIC_PERIODS)[number]
/**
 * The page or source a view counts as once the day's limits are reached (decision 43): the
 * Insights list it after the real ones, never in their place.
 */
export const OTHER = '(other)'
