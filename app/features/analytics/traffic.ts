/** The periods the Insights offer for the site's traffic, in days ending today (decision 29). */
export const TRAFFIC_PERIODS = [7, 30, 90] as const
export type TrafficPeriod = (typeof TRAFFIC_PERIODS)[number]
