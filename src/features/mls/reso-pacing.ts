/**
 * Spacing of requests to a RESO provider: each request starts at least 1/rate seconds after the one
 * before, so no second holds more than `requestsPerSecond` of them. Pure: callers pass the clock, sleep for
 * the delay it returns and ask again, and record the start when there is none. A start that came late (a
 * busy event loop wakes a sleeper after its slot) moves the next slots back with it, so the spacing holds
 * between the requests as sent, not only between the slots booked.
 */
export interface Pacer {
  /** How many milliseconds to wait before the next request may start (0: now). */
  delay(nowMs: number): number;
  /** Records that a request starts now; call it right after a delay of 0, before anything is awaited. */
  start(nowMs: number): void;
}

export function createPacer(requestsPerSecond: number): Pacer {
  if (!(requestsPerSecond > 0)) throw new RangeError('requestsPerSecond must be above 0');
  // Whole milliseconds, rounded up: fractional slots drift below a full second over `rate` requests.
  const interval = Math.ceil(1000 / requestsPerSecond);
  let nextStart = Number.NEGATIVE_INFINITY;
  return {
    delay: (nowMs) => Math.max(0, Math.ceil(nextStart - nowMs)),
    start(nowMs) {
      nextStart = Math.max(nowMs, nextStart) + interval;
    },
  };
}
