/**
 * The signed tokens of alert and newsletter links (HMAC-SHA-256 with ALERTS_SECRET), and the keyed hash
 * that names an address in the store. A link carries a token, never an address. Pure (Web Crypto only).
 */

/** What a token lets its holder do. */
export const TOKEN_PURPOSES = ['confirm', 'manage', 'unsubscribe', 'newsletter'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export interface TokenClaims {
  purpose: TokenPurpose;
  /** The owner: the address's keyed hash (ownerId). */
  owner: string;
  /** The saved search it is about, for confirm and unsubscribe. */
  search?: string | undefined;
  /** Seconds since the epoch after which the token is refused: 7 days for confirmations, a year otherwise. */
  expires?: number | undefined;
  /**
   * For manage and unsubscribe: the generation of the owner's record it was issued for (ownerEpoch in
   * links.ts). "Delete everything" ends that generation, and with it every such link.
   */
  epoch?: number | undefined;
}

/** A confirmation link is good for 7 days. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A manage or unsubscribe link is good for a year after its e-mail. */
export const LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** The purposes whose tokens must carry an expiry and the owner's epoch. */
const OWNER_LINKS: readonly TokenPurpose[] = ['manage', 'unsubscribe'];
/** The README asks for at least 32 random characters. */
export const MIN_SECRET_LENGTH = 32;

export type TokenProblem = 'malformed' | 'tampered' | 'expired';
export type VerifiedToken = { ok: true; claims: TokenClaims } | { ok: false; problem: TokenProblem };

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** A keyed hash of `value` for one use (`label`): 32 hex digits, stable per secret. */
export async function keyedId(secret: string, label: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${label}\n${value}`));
  return Array.from(new Uint8Array(mac).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The store's name for an address: stable per secret, and useless to anyone without it. */
export const ownerId = (secret: string, email: string): Promise<string> => keyedId(secret, 'owner', email);

/** "{claims}.{signature}", both base64url: short enough for a link, and safe in a URL unescaped. */
export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  const body: [TokenPurpose, string, string, number, number] = [
    claims.purpose,
    claims.owner,
    claims.search ?? '',
    claims.expires ?? 0,
    claims.epoch ?? 0,
  ];
  const payload = base64url(encoder.encode(JSON.stringify(body)));
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload));
  return `${payload}.${base64url(new Uint8Array(mac))}`;
}

function readClaims(bytes: Uint8Array): TokenClaims | null {
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
    // Four parts: a token from before links carried the owner's epoch.
    if (!Array.isArray(body) || (body.length !== 4 && body.length !== 5)) return null;
    const [purpose, owner, search, expires, epoch = 0] = body as unknown[];
    if (!TOKEN_PURPOSES.includes(purpose as TokenPurpose)) return null;
    if (typeof owner !== 'string' || !/^[0-9a-f]{32}$/.test(owner)) return null;
    if (typeof search !== 'string' || !Number.isInteger(expires) || !Number.isInteger(epoch)) return null;
    return {
      purpose: purpose as TokenPurpose,
      owner,
      ...(search ? { search } : {}),
      ...(expires ? { expires: expires as number } : {}),
      ...(epoch ? { epoch: epoch as number } : {}),
    };
  } catch {
    return null;
  }
}

/** The claims of a token signed with `secret` for `purpose`, or why it is refused. */
export async function verifyToken(
  secret: string,
  token: string,
  purpose: TokenPurpose,
  now: Date = new Date(),
): Promise<VerifiedToken> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 400) return { ok: false, problem: 'malformed' };
  const mac = fromBase64url(signature);
  const bytes = fromBase64url(payload);
  if (!mac || !bytes) return { ok: false, problem: 'malformed' };
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), mac, encoder.encode(payload));
  if (!valid) return { ok: false, problem: 'tampered' };
  const claims = readClaims(bytes);
  // Signed by us but for another use: as good as forged for this one.
  if (claims?.purpose !== purpose) return { ok: false, problem: 'tampered' };
  if (claims.expires !== undefined && claims.expires * 1000 < now.getTime()) return { ok: false, problem: 'expired' };
  // An unsubscribe link from before links expired (neither expiry nor epoch) still unsubscribes: e-mails
  // already in inboxes must keep a working one-click link (RFC 8058), and it only ever removes the one search
  // it names, which no later record of the owner has.
  if (purpose === 'unsubscribe' && claims.expires === undefined && claims.epoch === undefined)
    return { ok: true, claims };
  // Any other manage or unsubscribe link without an expiry or its owner's epoch: too old to trust.
  if (OWNER_LINKS.includes(purpose) && (claims.expires === undefined || claims.epoch === undefined))
    return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}

/** The expiry of a confirmation token made at `now`. */
export const confirmExpiry = (now: Date): number => Math.floor((now.getTime() + CONFIRM_TTL_MS) / 1000);
/** The expiry of a manage or unsubscribe token made at `now`. */
export const linkExpiry = (now: Date): number => Math.floor((now.getTime() + LINK_TTL_MS) / 1000);
