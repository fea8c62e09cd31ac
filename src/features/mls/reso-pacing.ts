/**
 * Spacing of requests to a RESO provider: each request starts at least 1/rate seconds after the one
 * before, so no second holds more than `requestsPerSecond` of them. Pure: callers pass the clock and sleep
 * for the delay a reservation returns (concurrent callers get successive slots).
 */
export interface Pacer {
  /** Books the next start time and returns how many milliseconds to wait for it (0: go now). */
  reserve(nowMs: number): number;
}

export function createPacer(requestsPerSecond: number): Pacer {
  if (!(requestsPerSecond > 0)) throw new RangeError('requestsPerSecond must be above 0');
  // Whole milliseconds, rounded up: fractional slots drift below a full second over `rate` requests.
  const interval = Math.ceil(1000 / requestsPerSecond);
  let nextStart = Number.NEGATIVE_INFINITY;
  return {
    reserve(nowMs) {
      const start = Math.max(nowMs, nextStart);
      nextStart = start + interval;
      return Math.ceil(start - nowMs);
    },
  };
}
