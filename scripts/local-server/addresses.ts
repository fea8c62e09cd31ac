// The addresses the local server takes as its own, for request URLs and so for the same-site checks.

/** The names a browser on this machine may open the server at, whichever of them it was started with. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));

/**
 * The origin a request was addressed to: the server's own, or its port under another loopback name when the
 * request came in on a loopback address (a server started as localhost and opened at 127.0.0.1). Any other
 * Host is only what a client claims, and the server's own origin stands instead.
 */
export function requestOrigin(
  serverOrigin: string,
  host: string | undefined,
  localAddress: string | undefined,
): string {
  const own = new URL(serverOrigin);
  if (host === undefined || !isLoopbackAddress(localAddress)) return own.origin;
  try {
    const addressed = new URL(`${own.protocol}//${host}`);
    if (LOOPBACK_NAMES.has(addressed.hostname) && addressed.port === own.port) return addressed.origin;
  } catch {
    // Not a host at all.
  }
  return own.origin;
}

/**
 * The URL a request names: its target's path and query at `origin`. Resolved against the origin instead, a
 * target such as `//evil.example/api/inquiries` (or `/\evil.example/…`, or an absolute `http://evil.example/…`)
 * would name another host, which a cross-site form's Origin would then match.
 */
export function requestUrl(origin: string, target: string): URL {
  if (target.startsWith('/')) return new URL(`${origin}${target}`);
  const { pathname, search } = new URL(target, origin);
  return new URL(`${origin}${pathname}${search}`);
}
