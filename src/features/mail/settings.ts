/**
 * The lead-delivery settings read from the environment (see README, Lead delivery): what is wrong with
 * them, and how SMTP is to be reached. Pure; transports.server.ts builds the transports from them.
 */
import { Webhook } from 'standardwebhooks';

/** The settings in the environment. */
export interface LeadEnv {
  SMTP_URL?: string | undefined;
  LEADS_FROM?: string | undefined;
  LEADS_WEBHOOK_URL?: string | undefined;
  LEADS_WEBHOOK_SECRET?: string | undefined;
  LEADS_DELIVERY_IN_PREVIEWS?: string | undefined;
}

/** One misconfigured setting: its name and what is wrong, never its value (it may be a secret). */
export interface SettingProblem {
  setting: keyof LeadEnv;
  problem: string;
}

/** The README asks for at least 24 random bytes; anything shorter is too easy to guess. */
const MIN_SECRET_BYTES = 24;

/** Why the signing secret cannot be used ("… is malformed: …"), or null when it is fine. */
export function webhookSecretProblem(secret: string): string | null {
  try {
    // The constructor is what throws on a bad secret, so it is the check; it does no I/O.
    new Webhook(secret);
    const bytes = atob(secret.replace(/^whsec_/, '')).length;
    if (bytes < MIN_SECRET_BYTES)
      return `LEADS_WEBHOOK_SECRET is malformed: it holds ${bytes} bytes, at least ${MIN_SECRET_BYTES} are needed`;
    return null;
  } catch (error) {
    return `LEADS_WEBHOOK_SECRET is malformed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function urlProblem(value: string, protocols: readonly string[]): string | null {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol)
      ? null
      : `it must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`;
  } catch {
    return 'it is not a URL';
  }
}

/**
 * Every delivery setting that is set but cannot work, for /api/health: a setting that is not set is a
 * choice (no webhook, .eml files locally), a malformed one is a mistake that would hold leads back.
 */
export function deliverySettingsProblems(env: LeadEnv): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const smtp = env.SMTP_URL ? urlProblem(env.SMTP_URL, ['smtp:', 'smtps:']) : null;
  if (smtp) problems.push({ setting: 'SMTP_URL', problem: `SMTP_URL is malformed: ${smtp}` });
  if (env.LEADS_WEBHOOK_URL) {
    const url = urlProblem(env.LEADS_WEBHOOK_URL, ['https:', 'http:']);
    if (url) problems.push({ setting: 'LEADS_WEBHOOK_URL', problem: `LEADS_WEBHOOK_URL is malformed: ${url}` });
    const secret = env.LEADS_WEBHOOK_SECRET
      ? webhookSecretProblem(env.LEADS_WEBHOOK_SECRET)
      : 'LEADS_WEBHOOK_SECRET is not set (LEADS_WEBHOOK_URL is)';
    if (secret) problems.push({ setting: 'LEADS_WEBHOOK_SECRET', problem: secret });
  }
  return problems;
}
/** The loopback host names: the local test server, never a mail provider. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * nodemailer's options for SMTP_URL. Without requireTLS nodemailer upgrades only when the server offers
 * STARTTLS, so a server (or anyone in between) that hides it would get the password in clear text:
 * TLS is required unless the URL is smtps: (TLS from the first byte) or the host is this machine.
 */
export function smtpOptions(url: string, timeoutMs: number) {
  const { protocol, hostname } = new URL(url);
  return {
    url,
    requireTLS: protocol !== 'smtps:' && !isLoopback(hostname),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/**
 * Whether leads are delivered in this deploy context. Production and local runs (undefined) deliver;
 * deploy previews, branch deploys and `netlify dev` only with LEADS_DELIVERY_IN_PREVIEWS=true, set for
 * that context alone, so a preview never mails the office or posts to the CRM with production's settings.
 */
export function deliversIn(context: string | undefined, env: LeadEnv): boolean {
  return context === undefined || context === 'production' || env.LEADS_DELIVERY_IN_PREVIEWS === 'true';
}
