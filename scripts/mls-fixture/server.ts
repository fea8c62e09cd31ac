// A RESO Web API of our own for tests and offline runs: OAuth2 client credentials, the Property resource
// with $expand=Media, server-driven paging through @odata.nextLink, gzip, a per-token rate limit, and
// media files. It is as strict as a real provider (unknown options, fields or $skip are a 400) and lets a
// test change the data and inject faults. Never imported by src/ or netlify/: a build must not carry it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import {
  PROPERTY_FIELDS,
  generateInventory,
  listingKeyOf,
  makeListing,
  mediaOf,
  memberName,
  seededRng,
  type EnumerationStyle,
  type InventoryOptions,
  type ResoRecord,
  type ResoValue,
} from './inventory.ts';
import { mediaFile } from './media.ts';
import {
  ODataError,
  compareKeys,
  decodeSkipToken,
  encodeSkipToken,
  matches,
  parseFilter,
  parseOrderBy,
  parseSelect,
  type OrderTerm,
} from './odata.ts';

const gzipAsync = promisify(gzip);

export interface ResoFixtureOptions {
  /** 0 or absent: a free port. */
  port?: number;
  host?: string;
  /** How many listings to start with (default 300). */
  count?: number;
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

export type RestrictionField = 'IDXParticipationYN' | 'InternetEntireListingDisplayYN' | 'InternetAddressDisplayYN';

/** Where a request goes: the token endpoint, the OData resources, or the media files. */
export type FaultTarget = 'token' | 'resource' | 'media';

export interface ResoFixtureControl {
  /** Every listing key the fixture serves now, in key order. */
  keys(): string[];
  get(listingKey: string): ResoRecord | undefined;
  /** Changes fields of a listing and moves its ModificationTimestamp forward. */
  update(listingKey: string, changes: Readonly<Record<string, ResoValue>>): ResoRecord;
  setPrice(listingKey: string, price: number): ResoRecord;
  /** `status` as the Data Dictionary displays it ("Active Under Contract"); served in the fixture's style. */
  setStatus(listingKey: string, status: string): ResoRecord;
  restrict(listingKey: string, fields: Partial<Record<RestrictionField, boolean>>): ResoRecord;
  /** Removes a listing without any signal, as providers do when a listing leaves the feed. */
  deleteSilently(listingKey: string): void;
  add(count?: number): ResoRecord[];
  /** Adds a listing with wrongly typed and out-of-range values (its ListingKey and timestamp stay valid). */
  addMalformed(): ResoRecord;
  /**
   * The next `count` requests (of any kind, or only those to `only`) answer `status`, with Retry-After when
   * given: 429 or 503 for an overloaded provider, 500, or 401 for credentials that stopped working.
   */
  failNext(count: number, status: 401 | 429 | 500 | 503, retryAfter?: string, only?: FaultTarget): void;
  /** Every token issued so far stops working: the next request with one gets 401. */
  expireTokens(): void;
  /** The k-th Property page request (1 = a first page) of the next pass fails once. */
  failPage(k: number, failure: 500 | 'reset'): void;
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

const KEY_FIELD = 'ListingKey';
const QUERY_OPTIONS = new Set(['$filter', '$select', '$expand', '$orderby', '$top', '$count', '$skiptoken']);
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

interface Fault {
  remaining: number;
  status: number;
  retryAfter: string | undefined;
  only: FaultTarget | undefined;
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

export async function startResoFixture(options: ResoFixtureOptions = {}): Promise<ResoFixture> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? 20_261_125;
  const clientId = options.clientId ?? 'fixture-client';
  const clientSecret = options.clientSecret ?? 'fixture-secret';
  const tokenLifetimeMs = (options.tokenLifetimeSeconds ?? 3600) * 1000;
  const maxTopWithMedia = options.maxTopWithMedia ?? 1000;
  const maxTop = options.maxTop ?? 5000;
  const defaultPageSize = options.defaultPageSize ?? 100;
  const enumerations = options.enumerations ?? 'display';
  let rateLimit = options.rateLimitPerSecond === undefined ? 5 : options.rateLimitPerSecond;

  const requests: RequestLog[] = [];
  const tokens = new Map<string, number>();
  const arrivals = new Map<string, number[]>();
  let faults: Fault[] = [];
  let slowness = { ms: 0, remaining: 0 };
  let pageFault: { k: number; failure: 500 | 'reset'; seen: number; started: boolean } | null = null;

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  server.listen(options.port ?? 0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  const baseUrl = `${origin}${SERVICE_PATH}`;
  const inventoryOptions: InventoryOptions = { seed, mediaOrigin: origin, enumerations, now };

  const listings = new Map<string, ResoRecord>();
  for (const record of generateInventory(options.count ?? 300, inventoryOptions))
    listings.set(listingKeyOf(record), record);
  let nextIndex = listings.size;

  const enumValue = (display: string) => (enumerations === 'members' ? memberName(display) : display);

  /** A modification time after the listing's last one, as a provider's clock would give it. */
  const stamp = (previous: ResoValue | undefined): string => {
    const at = now().getTime();
    const before = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
    return new Date(Number.isNaN(before) || at > before ? at : before + 1000).toISOString();
  };

  const requireListing = (listingKey: string): ResoRecord => {
    const record = listings.get(listingKey);
    if (record === undefined) throw new Error(`The fixture has no listing ${listingKey}.`);
    return record;
  };

  const control: ResoFixtureControl = {
    keys: () => [...listings.keys()].sort(),
    get: (listingKey) => listings.get(listingKey),
    update(listingKey, changes) {
      const record = requireListing(listingKey);
      const updated: ResoRecord = {
        ...record,
        ...changes,
        ModificationTimestamp: stamp(record['ModificationTimestamp']),
      };
      listings.set(listingKey, updated);
      return updated;
    },
    setPrice: (listingKey, price) => control.update(listingKey, { ListPrice: price }),
    setStatus: (listingKey, status) => control.update(listingKey, { StandardStatus: enumValue(status) }),
    restrict: (listingKey, fields) => control.update(listingKey, fields),
    deleteSilently(listingKey) {
      requireListing(listingKey);
      listings.delete(listingKey);
    },
    add(count = 1) {
      return Array.from({ length: count }, () => {
        const record = makeListing(nextIndex, inventoryOptions, new Date(stamp(undefined)));
        nextIndex += 1;
        listings.set(listingKeyOf(record), record);
        return record;
      });
    },
    addMalformed() {
      const record = makeListing(nextIndex, inventoryOptions, new Date(stamp(undefined)));
      nextIndex += 1;
      const [photo] = mediaOf(record);
      const broken: ResoRecord = {
        ...record,
        ListPrice: 'Call for price',
        PostalCode: '2840',
        BedroomsTotal: -2,
        Latitude: 'n/a',
        City: '',
        Media: photo === undefined ? [] : [{ ...photo, MediaURL: 'not a url' }],
      };
      listings.set(listingKeyOf(record), broken);
      return broken;
    },
    failNext(count, status, retryAfter, only) {
      faults.push({ remaining: count, status, retryAfter, only });
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    failPage(k, failure) {
      pageFault = { k, failure, seen: 0, started: false };
    },
    slow(ms, count = Number.POSITIVE_INFINITY) {
      slowness = { ms, remaining: count };
    },
    setRateLimit(requestsPerSecond) {
      rateLimit = requestsPerSecond;
    },
    clearFaults() {
      faults = [];
      slowness = { ms: 0, remaining: 0 };
      pageFault = null;
    },
  };

  /** Sliding one-second window per caller; a refused request does not count. */
  const checkRate = (caller: string): void => {
    if (rateLimit === null) return;
    const at = performance.now();
    const recent = (arrivals.get(caller) ?? []).filter((time) => time > at - 1000);
    const [oldest] = recent;
    if (oldest !== undefined && recent.length >= rateLimit) {
      const wait = Math.max(1, Math.ceil((oldest + 1000 - at) / 1000));
      arrivals.set(caller, recent);
      throw new Refusal(429, 'TooManyRequests', 'Rate limit exceeded.', 'rate-limit', { 'Retry-After': String(wait) });
    }
    recent.push(at);
    arrivals.set(caller, recent);
  };

  const bearer = (request: IncomingMessage): string => {
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
  };

  async function issueToken(request: IncomingMessage): Promise<unknown> {
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
    tokens.set(token, Date.now() + tokenLifetimeMs);
    return { access_token: token, token_type: 'Bearer', expires_in: Math.floor(tokenLifetimeMs / 1000) };
  }

  /** Counts Property page requests for failPage: a request without $skiptoken starts a pass. */
  const pageFailure = (firstPage: boolean): 500 | 'reset' | null => {
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
  };

  function queryProperty(url: URL): Record<string, unknown> {
    const params = url.searchParams;
    for (const name of params.keys()) {
      if (name === '$skip')
        throw new Refusal(400, 'NotSupported', '$skip is not supported; follow @odata.nextLink instead.', 'query');
      if (!QUERY_OPTIONS.has(name)) throw new Refusal(400, 'BadRequest', `Unknown query option '${name}'.`, 'query');
      if (params.getAll(name).length > 1)
        throw new Refusal(400, 'BadRequest', `Query option '${name}' given twice.`, 'query');
    }
    const expand = params.get('$expand');
    if (expand !== null && expand !== 'Media')
      throw new Refusal(400, 'BadRequest', `Cannot expand '${expand}': only Media can be expanded.`, 'query');
    const withMedia = expand === 'Media';
    const topText = params.get('$top');
    const limit = withMedia ? maxTopWithMedia : maxTop;
    const top = topText === null ? Math.min(defaultPageSize, limit) : Number(topText);
    if (!/^\d+$/.test(topText ?? '1') || top < 1 || top > limit)
      throw new Refusal(
        400,
        'BadRequest',
        `$top must be a whole number from 1 to ${limit}${withMedia ? ' with $expand=Media' : ''}.`,
        'query',
      );
    const countText = params.get('$count');
    if (countText !== null && countText !== 'true' && countText !== 'false')
      throw new Refusal(400, 'BadRequest', '$count must be true or false.', 'query');
    const filterText = params.get('$filter');
    const filter = filterText === null ? null : parseFilter(filterText, PROPERTY_FIELDS);
    const order: OrderTerm[] = parseOrderBy(params.get('$orderby'), PROPERTY_FIELDS, KEY_FIELD);
    const selectText = params.get('$select');
    const select = selectText === null ? null : parseSelect(selectText, PROPERTY_FIELDS, withMedia ? ['Media'] : []);
    const skipToken = params.get('$skiptoken');
    const after = skipToken === null ? null : decodeSkipToken(skipToken, order);

    // Each record's sort key once, instants as milliseconds: 25,000 listings sort in milliseconds.
    const keyOf = (record: ResoRecord): ResoValue[] =>
      order.map((term) => {
        const value = record[term.field] ?? null;
        const instant =
          PROPERTY_FIELDS[term.field] === 'datetime' && typeof value === 'string' ? Date.parse(value) : Number.NaN;
        return Number.isNaN(instant) ? value : instant;
      });
    const selected = [...listings.values()].filter((record) => filter === null || matches(filter, record));
    const keyed = selected.map((record) => ({ record, key: keyOf(record) }));
    const remaining =
      after === null ? keyed : keyed.filter((item) => compareKeys(order, PROPERTY_FIELDS, item.key, after) > 0);
    remaining.sort((a, b) => compareKeys(order, PROPERTY_FIELDS, a.key, b.key));
    const page = remaining.slice(0, top).map((item) => item.record);

    const value = page.map((record) => {
      const names = select ?? Object.keys(PROPERTY_FIELDS);
      const shaped: Record<string, ResoValue> = {};
      for (const name of names) if (name !== 'Media') shaped[name] = record[name] ?? null;
      if (withMedia) shaped['Media'] = record['Media'] ?? [];
      return shaped;
    });
    const body: Record<string, unknown> = {
      '@odata.context': `${baseUrl}/$metadata#Property${select === null ? '' : `(${select.join(',')})`}`,
    };
    if (countText === 'true') body['@odata.count'] = selected.length;
    body['value'] = value;
    const last = remaining[page.length - 1];
    if (remaining.length > top && last !== undefined) {
      const next = new URLSearchParams(params);
      next.set('$skiptoken', encodeSkipToken(order, last.key));
      body['@odata.nextLink'] = `${baseUrl}/Property?${next.toString()}`;
    }
    return body;
  }

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
      if (slowness.remaining > 0) {
        slowness.remaining -= 1;
        await new Promise((resolve) => setTimeout(resolve, slowness.ms));
      }
      const target: FaultTarget =
        url.pathname === '/oauth2/token' ? 'token' : url.pathname.startsWith('/media/') ? 'media' : 'resource';
      const fault = faults.find((candidate) => candidate.only === undefined || candidate.only === target);
      if (fault !== undefined) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
        const headers: Record<string, string> =
          fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
        throw new Refusal(fault.status, 'InjectedFailure', `Injected failure ${fault.status}.`, 'fault', headers);
      }

      if (url.pathname === '/oauth2/token') {
        await json(200, await issueToken(request), { 'Cache-Control': 'no-store' });
        return;
      }
      const media = /^\/media\/([A-Za-z0-9]+)\/(\d+)\.(jpg|png|pdf)$/.exec(url.pathname);
      if (media !== null) {
        checkRate('media');
        const [, listingKey = '', order = '', extension = ''] = media;
        const item = mediaOf(listings.get(listingKey)).find(
          (entry) => entry.Order === Number(order) && entry.MediaURL.endsWith(`.${extension}`),
        );
        if (item === undefined) throw new Refusal(404, 'NotFound', 'No such media.', 'query');
        const file = await mediaFile(item.MediaKey, extension);
        await send(200, file.body, { 'Content-Type': file.contentType, 'Cache-Control': 'max-age=3600' });
        return;
      }
      if (url.pathname === `${SERVICE_PATH}/Property`) {
        if (request.method !== 'GET') throw new Refusal(405, 'MethodNotAllowed', 'Use GET.', 'query', { Allow: 'GET' });
        const token = bearer(request);
        checkRate(`token:${token}`);
        const failure = pageFailure(!url.searchParams.has('$skiptoken'));
        if (failure === 'reset') {
          entry.refusal = 'fault';
          request.socket.destroy();
          return;
        }
        if (failure === 500) throw new Refusal(500, 'InternalError', 'Injected page failure.', 'fault');
        await json(200, queryProperty(url));
        return;
      }
      if (url.pathname.startsWith(`${SERVICE_PATH}/`)) bearer(request);
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

  let changeTimer: NodeJS.Timeout | undefined;
  if ((options.changesPerMinute ?? 0) > 0) {
    const rng = seededRng(seed + 1);
    changeTimer = setInterval(
      () => {
        const keys = [...listings.keys()];
        const key = keys[Math.floor(rng() * keys.length)];
        if (key === undefined) return;
        const roll = rng();
        const price = listings.get(key)?.['ListPrice'];
        if (roll < 0.5 && typeof price === 'number') control.setPrice(key, Math.round((price * 0.97) / 1000) * 1000);
        else if (roll < 0.75) control.setStatus(key, rng() < 0.5 ? 'Pending' : 'Active Under Contract');
        else if (roll < 0.95) control.add(1);
        else control.deleteSilently(key);
      },
      60_000 / (options.changesPerMinute ?? 1),
    );
    changeTimer.unref();
  }

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
      clearInterval(changeTimer);
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export {
  FIXTURE_OFFICE_AGENTS,
  FIXTURE_OFFICE_MLS_ID,
  FIXTURE_OFFICE_NAME,
  FIXTURE_ORIGINATING_SYSTEM,
} from './inventory.ts';
