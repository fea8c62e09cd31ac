/**
 * The RESO Web API settings from the environment. Pure: the caller passes the environment. A malformed
 * setting is named in `problems`, never thrown and never echoed (the secret must not reach a log).
 */
export interface ResoSettings {
  /** The OData service root, without a trailing slash: `${baseUrl}/Property` is the resource. */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  originatingSystem?: string;
  officeMlsId?: string;
  /** RESO_FEED_IS_IDX=true: the provider filters for IDX already (src/features/mls/mapping.ts). */
  feedIsIdx?: true;
  requestsPerSecond: number;
  /**
   * RESO_MEDIA_HOSTS: the hosts (`host` or `host:port`) photos may be copied from. Absent when unset: then
   * only the host of `baseUrl` (src/features/mls/media-fetch.server.ts).
   */
  mediaHosts?: string[];
}

export interface ResoSettingsProblems {
  problems: string[];
}

export const DEFAULT_REQUESTS_PER_SECOND = 2;
const MAX_REQUESTS_PER_SECOND = 50;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A problem with an endpoint URL, or null: https, or http on this machine only (the local fixture). */
function urlProblem(name: string, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not a URL.`;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    return `${name} must be an https URL (http only for localhost).`;
  if (url.username !== '' || url.password !== '') return `${name} must not carry credentials.`;
  if (url.search !== '' || url.hash !== '') return `${name} must not have a query or fragment.`;
  return null;
}

/** A host name with an optional port, lower-cased as URL.host gives it; null when it is anything more. */
function mediaHost(entry: string): string | null {
  try {
    const url = new URL(`https://${entry}`);
    return url.host === entry.toLowerCase() && url.pathname === '/' ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * null when RESO_BASE_URL is unset or blank (the feed is off); otherwise the settings, or the problems of
 * the malformed ones.
 */
export function readResoSettings(env: Record<string, string | undefined>): ResoSettings | ResoSettingsProblems | null {
  const read = (name: string): string => (env[name] ?? '').trim();
  const baseUrl = read('RESO_BASE_URL').replace(/\/+$/, '');
  if (baseUrl === '') return null;
  const tokenUrl = read('RESO_TOKEN_URL');
  const clientId = read('RESO_CLIENT_ID');
  const clientSecret = read('RESO_CLIENT_SECRET');
  const rateText = read('RESO_REQUESTS_PER_SECOND');
  const requestsPerSecond = rateText === '' ? DEFAULT_REQUESTS_PER_SECOND : Number(rateText);

  const problems: string[] = [];
  const baseProblem = urlProblem('RESO_BASE_URL', baseUrl);
  if (baseProblem !== null) problems.push(baseProblem);
  if (tokenUrl === '') problems.push('RESO_TOKEN_URL is missing.');
  else {
    const tokenProblem = urlProblem('RESO_TOKEN_URL', tokenUrl);
    if (tokenProblem !== null) problems.push(tokenProblem);
  }
  if (clientId === '') problems.push('RESO_CLIENT_ID is missing.');
  if (clientSecret === '') problems.push('RESO_CLIENT_SECRET is missing.');
  if (!Number.isFinite(requestsPerSecond) || requestsPerSecond <= 0 || requestsPerSecond > MAX_REQUESTS_PER_SECOND)
    problems.push(`RESO_REQUESTS_PER_SECOND must be a number above 0 and at most ${MAX_REQUESTS_PER_SECOND}.`);
  const mediaHostsText = read('RESO_MEDIA_HOSTS');
  const mediaHosts = mediaHostsText
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map(mediaHost);
  if (mediaHosts.some((entry) => entry === null))
    problems.push(
      'RESO_MEDIA_HOSTS must be host names separated by commas, e.g. media.example-mls.com,cdn.example.com.',
    );
  if (problems.length > 0) return { problems };

  const originatingSystem = read('RESO_ORIGINATING_SYSTEM');
  const officeMlsId = read('RESO_OFFICE_MLS_ID');
  return {
    baseUrl,
    tokenUrl,
    clientId,
    clientSecret,
    requestsPerSecond,
    ...(originatingSystem === '' ? {} : { originatingSystem }),
    ...(officeMlsId === '' ? {} : { officeMlsId }),
    ...(read('RESO_FEED_IS_IDX') === 'true' ? { feedIsIdx: true as const } : {}),
    ...(mediaHostsText === '' ? {} : { mediaHosts: mediaHosts.filter((entry) => entry !== null) }),
  };
}

/**
 * RESO_SOLD_DISPLAY: what the site may show of closed sales (README, Market statistics). The MLS's rule
 * decides whether another brokerage's single sale may be shown.
 * - aggregate (the default): figures only, no single sale of another brokerage;
 * - listings: also recent sales, the listing brokerage named;
 * - off: no sales figures at all.
 */
export const SOLD_DISPLAY_MODES = ['aggregate', 'listings', 'off'] as const;
export type SoldDisplay = (typeof SOLD_DISPLAY_MODES)[number];

/**
 * The setting, trimmed. It fails closed both ways: `off` in any case ("Off") is off, and anything but exactly
 * `listings` (a typo, "Listings") is aggregate, which never shows more than was meant.
 */
export function readSoldDisplay(env: Record<string, string | undefined>): SoldDisplay {
  const value = (env['RESO_SOLD_DISPLAY'] ?? '').trim();
  if (value.toLowerCase() === 'off') return 'off';
  return value === 'listings' ? value : 'aggregate';
}
