// A RESO Web API of our own for tests and offline runs: OAuth2 client credentials, the Property resource
// with $expand=Media, server-driven paging through @odata.nextLink, gzip, a per-token rate limit, and
// media files. It is as strict as a real provider (unknown options, fields or $skip are a 400) and lets a
// test change the data and inject faults. Never imported by src/ or netlify/: a build must not carry it.
// This file is its HTTP layer (OAuth, the rate limit, faults on demand, routing); the listings and their
// edits are inventory.ts's, the query evaluation and paging odata.ts's.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  PROPERTY_FIELDS,
  createInventory,
  mediaOf,
  startBackgroundChanges,
  type EnumerationStyle,
  type InventoryEdits,
} from './inventory.ts';
import { hostileListings, serveHostileMedia } from './hostile.ts';
import { createSales, type SalesEdits } from './sales.ts';
import { mediaFile } from './media.ts';
import { ODataError, queryPage, type Resource } from './odata.ts';

const gzipAsync = promisify(gzip);

export interface ResoFixtureOptions {
  /** 0 or absent: a free port. */
  port?: number;
  host?: string;
  /** How many listings to start with (default 300). */
  count?: number;
  /** About how many closed sales of the last 36 months to serve besides (sales.ts; default none). */
  sales?: number;
  seed?: number;
  /** The clock of the data: generated and modified listings take their timestamps from it. */
  now?: () => Date;
  enumerations?: EnumerationStyle;
  clientId?: string;
  clientSecret?: string;
  tokenLifetimeSeconds?: number;
  /** Requests a second per token (or per client before it has one), over a one-second window. */
  rateLimitPerSecond?: number | null;
  /** Largest $top with $expand=Media, and without it. */
  maxTopWithMedia?: number;
  maxTop?: number;
  /** Page size when a query has no $top. */
  defaultPageSize?: number;
  /** Background edits a minute (price cuts, status changes, new listings, silent deletions); 0 for none. */
  changesPerMinute?: number;
  /** Also serve the hostile records (hostile.ts). */
  hostile?: boolean;
}

export interface RequestLog {
  /** Date.now() when the request arrived. */
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: boolean;
  acceptEncoding: string | null;
  /** The answer's status; 0 when the connection was reset on purpose. */
  status: number;
  gzip: boolean;
  /** Why the fixture refused, when it did: 'fault', 'rate-limit', 'auth', 'query'. */
  refusal?: string;
}

/** Where a request goes: the token endpoint, the OData resources, or the media files. */
export type FaultTarget = 'token' | 'resource' | 'media';

/** The data's edits (inventory.ts), and the faults of the HTTP layer. */
export interface ResoFixtureControl extends InventoryEdits, SalesEdits {
  /**
   * The next `count` requests (of any kind, or only those to `only`) answer `status`, with Retry-After when
   * given: 429 or 503 for an overloaded provider, 500, or 401 for credentials that stopped working.
   */
  failNext(count: number, status: 401 | 429 | 500 | 503, retryAfter?: string, only?: FaultTarget): void;
  /** Every token issued so far stops working: the next request with one gets 401. */
  expireTokens(): void;
  /** The k-th Property page request (1 = a first page) of the next pass fails once. */
  failPage(k: number, failure: 500 | 'reset'): void;
  /**
   * The next `count` key queries (a $select of ListingKey alone, as the reconciliation asks) answer with no
   * key at all ('empty', with an @odata.count of 0), or with their first page only ('short', with the true
   * @odata.count), as a provider in trouble does.
   */
  failKeyQuery(mode: 'empty' | 'short', count?: number): void;
  /** Delays the next `count` answers (all of them by default) by `ms`. */
  slow(ms: number, count?: number): void;
  setRateLimit(requestsPerSecond: number | null): void;
  clearFaults(): void;
}

export interface ResoFixture {
  /** The OData service root: {baseUrl}/Property is the resource. */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** host:port of the MediaURLs, to check that no page of the site names it. */
  mediaHost: string;
  mediaOrigin: string;
  requests: RequestLog[];
  control: ResoFixtureControl;
  close(): Promise<void>;
}

const SERVICE_PATH = '/reso/odata';

class Refusal extends Error {
  readonly status: number;
  readonly code: string;
  readonly reason: string;
  readonly headers: Record<string, string>;
  constructor(status: number, code: string, message: string, reason: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.reason = reason;
    this.headers = headers;
  }
}

function wantsGzip(acceptEncoding: string | null): boolean {
  if (acceptEncoding === null) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...parameters] = part.trim().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(parameter));
    return coding?.trim().toLowerCase() === 'gzip' && !refused;
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > 16_384) throw new Refusal(413, 'invalid_request', 'Request body too large.', 'query');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The provider's limit: a sliding one-second window per caller; a refused request does not count. */
function rateLimiter(initial: number | null) {
  let limit = initial;
  const arrivals = new Map<string, number[]>();
  return {
    set: (requestsPerSecond: number | null): void => {
      limit = requestsPerSecond;
    },
    check: (caller: string): void => {
      if (limit === null) return;
      const at = performance.now();
      const recent = (arrivals.get(caller) ?? []).filter((time) => time > at - 1000);
      const [oldest] = recent;
      if (oldest !== undefined && recent.length >= limit) {
        const wait = Math.max(1, Math.ceil((oldest + 1000 - at) / 1000));
        arrivals.set(caller, recent);
        throw new Refusal(429, 'TooManyRequests', 'Rate limit exceeded.', 'rate-limit', {
          'Retry-After': String(wait),
        });
      }
      recent.push(at);
      arrivals.set(caller, recent);
    },
  };
}

/** OAuth2 client credentials: the token endpoint, and the bearer token every resource request needs. */
function tokenIssuer(clientId: string, clientSecret: string, lifetimeMs: number, checkRate: (caller: string) => void) {
  const tokens = new Map<string, number>();
  return {
    expireTokens: (): void => {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    /** The request's valid token, else a 401. */
    bearer(request: IncomingMessage): string {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const expiresAt = match?.[1] === undefined ? undefined : tokens.get(match[1]);
      if (match?.[1] === undefined || expiresAt === undefined)
        throw new Refusal(401, 'Unauthorized', 'A valid bearer token is required.', 'auth', {
          'WWW-Authenticate': 'Bearer',
        });
      if (expiresAt <= Date.now())
        throw new Refusal(401, 'Unauthorized', 'The access token has expired.', 'auth', {
          'WWW-Authenticate': 'Bearer error="invalid_token"',
        });
      return match[1];
    },
    async issue(request: IncomingMessage): Promise<unknown> {
      if (request.method !== 'POST') throw new Refusal(405, 'invalid_request', 'Use POST.', 'query', { Allow: 'POST' });
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim();
      if (contentType !== 'application/x-www-form-urlencoded')
        throw new Refusal(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded.', 'query');
      const form = new URLSearchParams(await readBody(request));
      if (form.get('grant_type') !== 'client_credentials')
        throw new Refusal(400, 'unsupported_grant_type', 'Only grant_type=client_credentials is supported.', 'query');
      let id = form.get('client_id');
      let secret = form.get('client_secret');
      const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (basic?.[1] !== undefined) {
        const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        id = decodeURIComponent(decoded.slice(0, colon));
        secret = decodeURIComponent(decoded.slice(colon + 1));
      }
      if (id === null || secret === null || id !== clientId || !sameSecret(secret, clientSecret))
        throw new Refusal(401, 'invalid_client', 'Client authentication failed.', 'auth');
      checkRate(`client:${id}`);
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + lifetimeMs);
      return { access_token: token, token_type: 'Bearer', expires_in: Math.floor(lifetimeMs / 1000) };
    },
  };
}

interface Fault {
  remaining: number;
  status: number;
  retryAfter: string | undefined;
  only: FaultTarget | undefined;
}

/** The faults a test asks for (see ResoFixtureControl), and where a request meets them. */
function faultInjector() {
  let faults: Fault[] = [];
  let slowness = { ms: 0, remaining: 0 };
  let pageFault: { k: number; failure: 500 | 'reset'; seen: number; started: boolean } | null = null;
  let keyFault: { mode: 'empty' | 'short'; remaining: number } | null = null;
  const control: Pick<ResoFixtureControl, 'failNext' | 'failPage' | 'failKeyQuery' | 'slow' | 'clearFaults'> = {
    failNext(count, status, retryAfter, only) {
      faults.push({ remaining: count, status, retryAfter, only });
    },
    failPage(k, failure) {
      pageFault = { k, failure, seen: 0, started: false };
    },
    failKeyQuery(mode, count = 1) {
      keyFault = { mode, remaining: count };
    },
    slow(ms, count = Number.POSITIVE_INFINITY) {
      slowness = { ms, remaining: count };
    },
    clearFaults() {
      faults = [];
      slowness = { ms: 0, remaining: 0 };
      pageFault = null;
      keyFault = null;
    },
  };
  return {
    control,
    /** The key query's fault due now, if any. */
    keyFailure(query: URLSearchParams): 'empty' | 'short' | null {
      if (keyFault === null || query.get('$select') !== 'ListingKey' || query.has('$skiptoken')) return null;
      const { mode } = keyFault;
      keyFault.remaining -= 1;
      if (keyFault.remaining <= 0) keyFault = null;
      return mode;
    },
    /** Holds an answer back while answers are slowed. */
    async delay(): Promise<void> {
      if (slowness.remaining <= 0) return;
      slowness.remaining -= 1;
      await new Promise((resolve) => setTimeout(resolve, slowness.ms));
    },
    /** Throws the injected failure due for a request to `target`, if any. */
    check(target: FaultTarget): void {
      const fault = faults.find((candidate) => candidate.only === undefined || candidate.only === target);
      if (fault === undefined) return;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
      const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
      throw new Refusal(fault.status, 'InjectedFailure', `Injected failure ${fault.status}.`, 'fault', headers);
    },
    /** Counts Property page requests for failPage: a request without $skiptoken starts a pass. */
    pageFailure(firstPage: boolean): 500 | 'reset' | null {
      if (pageFault === null) return null;
      if (firstPage) {
        pageFault.started = true;
        pageFault.seen = 0;
      }
      if (!pageFault.started) return null;
      pageFault.seen += 1;
      if (pageFault.seen !== pageFault.k) return null;
      const { failure } = pageFault;
      pageFault = null;
      return failure;
    },
  };
}

export async function startResoFixture(options: ResoFixtureOptions = {}): Promise<ResoFixture> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? 20_261_125;
  const clientId = options.clientId ?? 'fixture-client';
  const clientSecret = options.clientSecret ?? 'fixture-secret';
  const enumerations = options.enumerations ?? 'display';
  const rate = rateLimiter(options.rateLimitPerSecond === undefined ? 5 : options.rateLimitPerSecond);
  const auth = tokenIssuer(clientId, clientSecret, (options.tokenLifetimeSeconds ?? 3600) * 1000, rate.check);
  const faults = faultInjector();
  const requests: RequestLog[] = [];

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  server.listen(options.port ?? 0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  const baseUrl = `${origin}${SERVICE_PATH}`;
  const inventoryOptions = { seed, mediaOrigin: origin, enumerations, now };
  const more = options.hostile ? (firstIndex: number) => hostileListings(firstIndex, inventoryOptions) : undefined;
  const inventory = createInventory(options.count ?? 300, inventoryOptions, more);
  const closed = createSales(options.sales ?? 0, inventoryOptions);
  /** Every record the Property resource serves: the listings, then the closed sales. */
  const records = function* () {
    yield* inventory.listings.values();
    yield* closed.sales.values();
  };
  const property: Resource = {
    serviceRoot: baseUrl,
    name: 'Property',
    fields: PROPERTY_FIELDS,
    keyField: 'ListingKey',
    maxTopWithMedia: options.maxTopWithMedia ?? 1000,
    maxTop: options.maxTop ?? 5000,
    defaultPageSize: options.defaultPageSize ?? 100,
  };
  const control: ResoFixtureControl = {
    ...inventory.edits,
    ...closed.edits,
    ...faults.control,
    expireTokens: auth.expireTokens,
    setRateLimit: rate.set,
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const acceptEncoding = request.headers['accept-encoding'] ?? null;
    const entry: RequestLog = {
      at: Date.now(),
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization !== undefined,
      acceptEncoding,
      status: 0,
      gzip: false,
    };
    requests.push(entry);

    const send = async (status: number, body: Buffer | string, headers: Record<string, string>) => {
      let payload = typeof body === 'string' ? Buffer.from(body) : body;
      const compress = headers['Content-Type']?.startsWith('application/json') === true && wantsGzip(acceptEncoding);
      if (compress) {
        payload = await gzipAsync(payload);
        headers['Content-Encoding'] = 'gzip';
      }
      entry.status = status;
      entry.gzip = compress;
      response.writeHead(status, { ...headers, Vary: 'Accept-Encoding', 'Content-Length': String(payload.length) });
      response.end(payload);
    };
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      send(status, JSON.stringify(value), {
        'Content-Type': 'application/json; odata.metadata=minimal; charset=utf-8',
        'OData-Version': '4.0',
        ...headers,
      });

    try {
      await faults.delay();
      faults.check(
        url.pathname === '/oauth2/token' ? 'token' : url.pathname.startsWith('/media/') ? 'media' : 'resource',
      );

      if (url.pathname === '/oauth2/token') {
        await json(200, await auth.issue(request), { 'Cache-Control': 'no-store' });
        return;
      }
      const hostileMedia = /^\/media\/hostile\/([a-z]+\.[a-z]+)$/.exec(url.pathname);
      if (options.hostile && hostileMedia?.[1] !== undefined && serveHostileMedia(hostileMedia[1], response)) {
        entry.status = 200;
        return;
      }
      const media = /^\/media\/([A-Za-z0-9]+)\/(\d+)\.(jpg|png|pdf)$/.exec(url.pathname);
      if (media !== null) {
        rate.check('media');
        const [, listingKey = '', order = '', extension = ''] = media;
        const item = mediaOf(inventory.listings.get(listingKey) ?? closed.sales.get(listingKey)).find(
          (entry) => entry.Order === Number(order) && entry.MediaURL.endsWith(`.${extension}`),
        );
        if (item === undefined) throw new Refusal(404, 'NotFound', 'No such media.', 'query');
        const file = await mediaFile(item.MediaKey, extension);
        await send(200, file.body, { 'Content-Type': file.contentType, 'Cache-Control': 'max-age=3600' });
        return;
      }
      if (url.pathname === `${SERVICE_PATH}/Property`) {
        if (request.method !== 'GET') throw new Refusal(405, 'MethodNotAllowed', 'Use GET.', 'query', { Allow: 'GET' });
        rate.check(`token:${auth.bearer(request)}`);
        const failure = faults.pageFailure(!url.searchParams.has('$skiptoken'));
        if (failure === 'reset') {
          entry.refusal = 'fault';
          request.socket.destroy();
          return;
        }
        if (failure === 500) throw new Refusal(500, 'InternalError', 'Injected page failure.', 'fault');
        const keyFailure = faults.keyFailure(url.searchParams);
        if (keyFailure === 'empty') {
          const counted = url.searchParams.get('$count') === 'true' ? { '@odata.count': 0 } : {};
          await json(200, { '@odata.context': `${baseUrl}/$metadata#Property`, value: [], ...counted });
          return;
        }
        const page = queryPage(records(), url.searchParams, property);
        if (keyFailure === 'short') Reflect.deleteProperty(page, '@odata.nextLink');
        await json(200, page);
        return;
      }
      if (url.pathname.startsWith(`${SERVICE_PATH}/`)) auth.bearer(request);
      throw new Refusal(404, 'NotFound', `No resource at ${url.pathname}.`, 'query');
    } catch (error) {
      if (error instanceof ODataError) {
        entry.refusal = 'query';
        await json(error.status, { error: { code: error.code, message: error.message } });
      } else if (error instanceof Refusal) {
        entry.refusal = error.reason;
        const body =
          url.pathname === '/oauth2/token' && error.reason !== 'fault'
            ? { error: error.code, error_description: error.message }
            : { error: { code: error.code, message: error.message } };
        await json(error.status, body, error.headers);
      } else {
        entry.refusal = 'error';
        await json(500, { error: { code: 'InternalError', message: String(error) } });
      }
    }
  }

  const changesPerMinute = options.changesPerMinute ?? 0;
  const stopChanges = changesPerMinute > 0 ? startBackgroundChanges(inventory, seed, changesPerMinute) : undefined;

  return {
    baseUrl,
    tokenUrl: `${origin}/oauth2/token`,
    clientId,
    clientSecret,
    mediaHost: `${host}:${port}`,
    mediaOrigin: origin,
    requests,
    control,
    async close() {
      stopChanges?.();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The closed sales npm start and npm run mls:fixture serve: a few thousand, so a first sync stays quick. */
export const FIXTURE_SALES = 2_400;

export {
  FIXTURE_OFFICE_AGENTS,
  FIXTURE_OFFICE_MLS_ID,
  FIXTURE_OFFICE_NAME,
  FIXTURE_ORIGINATING_SYSTEM,
} from './inventory.ts';
