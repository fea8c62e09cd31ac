/**
 * The real wiring of the alert pass: ALERTS_SECRET, the stores of the deploy context, lead delivery, the
 * catalogue (office files and the feed snapshot), the brand and the IDX texts. Used by the scheduled
 * functions (sync-listings, alerts-pass) and `npm run alerts:run`.
 */
import type { Store } from '@netlify/blobs';
import site from '#data/site/site.en.json' with { type: 'json' };
import { loadCatalog } from '#src/features/listings/catalog.server.ts';
import { isLocalInvocation, officeSource } from '#src/features/listings/listing-files.server.ts';
import { deliveryDeps } from '#src/features/mail/delivery-deps.server.ts';
import { deliversIn } from '#src/features/mail/settings.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import { deployContext, openStore, type StoreName } from '#src/lib/server/stores.ts';
import { describeAlertPass, runAlertPass, type AlertPassDeps, type AlertPassSummary } from './pass.server.ts';
import { alertsSetting, developmentSecretAllowed } from './settings.ts';

interface InvocationContext {
  deploy?: { id?: string; context?: string };
  site?: { url?: string };
}

export type AlertPassSetup = { state: 'off'; reason: string } | { state: 'ready'; deps: AlertPassDeps };

/**
 * The pass's dependencies, or why it does not run: no ALERTS_SECRET (alerts off), or a deploy context
 * that delivers nothing (a preview without LEADS_DELIVERY_IN_PREVIEWS). Scripts pass `open` and `local`.
 */
export function alertPassSetup(
  context?: InvocationContext,
  options: { env?: NodeJS.ProcessEnv; open?: (name: StoreName) => Store; local?: boolean; deadline?: number } = {},
): AlertPassSetup {
  const { env = process.env, open = (name: StoreName) => openStore(name, context) } = options;
  const local = options.local ?? isLocalInvocation(context);
  // The development secret only on an explicit signal: a script's `local`, or the local server's.
  const setting = alertsSetting(env, options.local ?? developmentSecretAllowed(env, context));
  if (setting.state === 'off') return { state: 'off', reason: `alerts are off: ${setting.reason}` };
  if (!deliversIn(deployContext(context), env))
    return { state: 'off', reason: 'this deploy context delivers no e-mail (LEADS_DELIVERY_IN_PREVIEWS)' };
  const office = officeSource(local);
  return {
    state: 'ready',
    deps: {
      store: open('alerts'),
      // The pass sends only the messages it queues: no lead kind's content is needed.
      delivery: deliveryDeps(context, { env, open, local }),
      catalog: () => loadCatalog({ office, feed: open('listings') }),
      secret: setting.secret,
      siteUrl: configuredSiteUrl(context, env),
      brand: site.name,
      idx: site.idx,
      ...(options.deadline === undefined ? {} : { deadline: options.deadline }),
      log: console,
    },
  };
}

/** One pass if alerts are on, logged in one line either way; errors are logged, never thrown. */
export async function runAlertPassLogged(setup: AlertPassSetup): Promise<AlertPassSummary | null> {
  if (setup.state === 'off') {
    console.log(`Alert pass not run: ${setup.reason}.`);
    return null;
  }
  try {
    const summary = await runAlertPass(setup.deps);
    console.log(describeAlertPass(summary));
    return summary;
  } catch (error) {
    console.error('Alert pass failed:', error);
    return null;
  }
}
