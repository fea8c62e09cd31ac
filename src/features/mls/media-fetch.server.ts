/**
 * Fetching a feed photo from where the MLS keeps its media, and nowhere else. A record's MediaURL is data
 * from outside, so a URL is fetched only when:
 * - it is https (http only when the feed itself is the local fixture MLS on this machine);
 * - its host is on the allow-list (RESO_MEDIA_HOSTS, else the RESO host), never one a record names;
 * - it is no IP literal, and its name resolves only to public addresses (loopback too for the fixture),
 *   checked on the addresses the connection then uses, so a second DNS answer cannot swap them;
 * - and each of at most 3 redirects passes the same checks.
 * One attempt, within a time limit, no Retry-After wait: a visitor is waiting. The body is counted while
 * it streams and cut at the size limit, never read whole first.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { ResoSettings } from './reso-settings.ts';

/** Where media may come from. */
export interface MediaPolicy {
  /** Hosts as `URL.host` writes them (`host`, or `host:port` off the scheme's default port). */
  hosts: ReadonlySet<string>;
  /** The feed is the local fixture MLS: http and loopback addresses are allowed, nothing else more. */
  localFixture: boolean;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The policy of a feed: RESO_MEDIA_HOSTS, or the RESO host alone. */
export function mediaPolicy(settings: Pick<ResoSettings, 'baseUrl' | 'mediaHosts'>): MediaPolicy {
  const base = new URL(settings.baseUrl);
  return {
    hosts: new Set(settings.mediaHosts ?? [base.host]),
    localFixture: base.protocol === 'http:' && LOOPBACK_NAMES.has(base.hostname),
  };
}

export type MediaFailure =
  | 'refused-url'
  | 'refused-host'
  | 'refused-address'
  | 'too-many-redirects'
  | 'too-large'
  | 'status'
  | 'timeout'
  | 'network';

/** Why a media file could not be had. `reason` is for counting and logs; the message names no secret. */
export class MediaFetchError extends Error {
  readonly reason: MediaFailure;
  constructor(reason: MediaFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MediaFetchError';
    this.reason = reason;
  }
}

/** Hosts refused in this instance, for the sync status or health to report. */
const refusals = { count: 0, lastHost: null as string | null };

/** How many media URLs this instance refused for their host, and the last such host. */
export function mediaHostRefusals(): { count: number; lastHost: string | null } {
  return { ...refusals };
}

/** Whether a connection may go to `address`: a public unicast address, or loopback for the fixture. */
export function isAllowedAddress(address: string, localFixture: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (localFixture && range === 'loopback');
}

/** The URL if the policy lets it be fetched; throws otherwise. */
function checkedUrl(text: string, policy: MediaPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new MediaFetchError('refused-url', 'The media URL is not a URL.');
  }
  if (url.protocol !== 'https:' && !(policy.localFixture && url.protocol === 'http:'))
    throw new MediaFetchError('refused-url', `Media is fetched over https only, not ${url.protocol}.`);
  if (url.username !== '' || url.password !== '')
    throw new MediaFetchError('refused-url', 'A media URL must not carry credentials.');
  if (!policy.hosts.has(url.host)) {
    refusals.count += 1;
    refusals.lastHost = url.host;
    console.warn(`Media host ${url.host} refused: it is not in RESO_MEDIA_HOSTS.`);
    throw new MediaFetchError('refused-host', `The media host ${url.host} is not allowed.`);
  }
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(literal) !== 0 && !(policy.localFixture && isAllowedAddress(literal, true)))
    throw new MediaFetchError('refused-address', 'A media URL must name a host, not an IP address.');
  return url;
}

/** All the addresses of a name (dns.promises.lookup with `all`). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const resolveAll: Resolve = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/**
 * A lookup for the connection that resolves the name once, refuses it unless every address is allowed,
 * and hands those very addresses to the socket.
 */
function checkedLookup(policy: MediaPolicy, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = found.filter((entry) => !options.family || entry.family === options.family);
        const [first] = addresses;
        if (!first || addresses.some((entry) => !isAllowedAddress(entry.address, policy.localFixture))) {
          callback(
            new MediaFetchError('refused-address', `${hostname} resolves to an address media never comes from.`),
            '',
          );
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), '');
      },
    );
  };
}

/** One GET, its answer's head once it arrives. */
function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // No agent: no connection is kept, so every request goes through the lookup above.
    const request = send(url, { lookup, signal, agent: false, headers: { accept: 'image/*' } }, resolve);
    request.on('error', reject);
    request.end();
  });
}

/** The body, counted while it streams and cut at `maxBytes`. */
async function readBounded(answer: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  // Leaving the loop early (the throw) destroys the stream, which closes the connection.
  for await (const chunk of answer as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw new MediaFetchError('too-large', `The media file is larger than ${maxBytes} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface MediaFetchOptions {
  /** The whole fetch, redirects and body included (default 10 s). */
  timeoutMs?: number;
  /** The largest body accepted (default 20 MB). */
  maxBytes?: number;
  maxRedirects?: number;
  /** Name resolution (default dns.promises.lookup with every address); tests name their own hosts. */
  resolve?: Resolve;
}

export const MEDIA_TIMEOUT_MS = 10_000;
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** The media file at `url`, once, within the policy; throws a MediaFetchError when it cannot be had. */
export async function fetchMedia(url: string, policy: MediaPolicy, options: MediaFetchOptions = {}): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? MAX_MEDIA_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const signal = AbortSignal.timeout(options.timeoutMs ?? MEDIA_TIMEOUT_MS);
  const lookup = checkedLookup(policy, options.resolve ?? resolveAll);
  let target = checkedUrl(url, policy);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const answer = await get(target, lookup, signal);
      const status = answer.statusCode ?? 0;
      const location = answer.headers.location;
      if (REDIRECTS.has(status) && location !== undefined) {
        answer.destroy();
        if (redirects >= maxRedirects)
          throw new MediaFetchError('too-many-redirects', `More than ${maxRedirects} redirects.`);
        target = checkedUrl(new URL(location, target).toString(), policy);
        continue;
      }
      if (status !== 200) {
        answer.destroy();
        throw new MediaFetchError('status', `The media host answered ${status}.`);
      }
      if (Number(answer.headers['content-length'] ?? 0) > maxBytes) {
        answer.destroy();
        throw new MediaFetchError('too-large', `The media file is larger than ${maxBytes} bytes.`);
      }
      return await readBounded(answer, maxBytes);
    }
  } catch (error) {
    if (error instanceof MediaFetchError) throw error;
    if (signal.aborted)
      throw new MediaFetchError('timeout', 'The media host did not answer in time.', { cause: error });
    const reason = error instanceof Error ? error.message : String(error);
    throw new MediaFetchError('network', `The media host could not be reached: ${reason}`, { cause: error });
  }
}
