/** Whether saved-search alerts (and the newsletter's double opt-in) are on, and with which secret. Pure. */
import { MIN_SECRET_LENGTH } from './tokens.ts';

/**
 * `npm start` and the tests sign with this when ALERTS_SECRET is not set, and the local server says so.
 * Never used on Netlify: there, without the setting, alerts are off.
 */
export const DEVELOPMENT_ALERTS_SECRET = 'development-only-alerts-secret-never-use-in-production';

/**
 * The local server's explicit signal that the development secret may sign (scripts/serve.ts sets it to
 * "allow"). Nothing else picks that secret: a missing field of an invocation's context never does.
 */
export const DEVELOPMENT_SECRET_SIGNAL = 'ALERTS_DEVELOPMENT_SECRET';

/** Whether the signal is set, and the invocation is no Netlify deploy's (where the signal is ignored). */
export function developmentSecretAllowed(
  env: Record<string, string | undefined>,
  context?: { deploy?: { id?: string } },
): boolean {
  return env[DEVELOPMENT_SECRET_SIGNAL] === 'allow' && !context?.deploy?.id;
}

export type AlertsSetting = { state: 'on'; secret: string; development: boolean } | { state: 'off'; reason: string };

/**
 * ALERTS_SECRET from the environment; only an explicit `development` (the local server's signal, a local
 * script) falls back to the development secret. Anything else without the secret is off: fail closed.
 */
export function alertsSetting(env: { ALERTS_SECRET?: string | undefined }, development: boolean): AlertsSetting {
  const secret = env.ALERTS_SECRET?.trim();
  if (secret) {
    return secret.length >= MIN_SECRET_LENGTH
      ? { state: 'on', secret, development: false }
      : { state: 'off', reason: `ALERTS_SECRET is malformed: at least ${MIN_SECRET_LENGTH} characters are needed` };
  }
  if (development) return { state: 'on', secret: DEVELOPMENT_ALERTS_SECRET, development: true };
  return { state: 'off', reason: 'ALERTS_SECRET is not set' };
}

/** What a visitor is told where alerts would be offered, when they are off. */
export const ALERTS_OFF_MESSAGE = 'E-mail alerts are turned off on this site for now.';
