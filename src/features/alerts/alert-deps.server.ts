/** The real wiring of the alert functions: the setting, the stores of the deploy context, lead delivery. */
import type { Context } from '@netlify/functions';
import { invocationOutbox } from '#src/features/mail/delivery-deps.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import { alertsSetting, developmentSecretAllowed } from './settings.ts';
import { readAlertTemplate } from './alert-page.server.ts';
import type { AlertDeps } from './saved-searches.server.ts';
import { SUBSCRIBER_CONTENT } from './newsletter.server.ts';

export function alertDeps(context?: Context): AlertDeps {
  return {
    setting: alertsSetting(process.env, developmentSecretAllowed(process.env, context)),
    alerts: () => openStore('alerts', context),
    subscribers: () => openStore('subscribers', context),
    messages: () => openStore('messages', context),
    messageOutbox: () => invocationOutbox('message', context),
    subscriberOutbox: () => invocationOutbox('subscriber', context, { subscriber: SUBSCRIBER_CONTENT }),
    // Links in e-mails go to the site as Netlify names it (the local server's own address for npm start).
    siteUrl: configuredSiteUrl(context),
    clientIp: context?.ip,
    background: (work) => (context ? context.waitUntil(work()) : void work()),
    template: readAlertTemplate,
  };
}
