// npm run leads:deliver [-- --all]
// One lead delivery pass now, as the scheduled function deliver-leads makes every 5 minutes: every e-mail
// and webhook that is pending and due. With --all, also those waiting for their next attempt, e.g. right
// after a broken CRM endpoint was fixed. With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN it works on the
// site's Blobs on Netlify (set SMTP_URL and the LEADS_* variables as the site has them); otherwise on
// the local store of `npm start`, where e-mails go to .netlify/outbox without SMTP_URL.
import { parseArgs } from 'node:util';
import { runDeliveryPass } from '#src/features/mail/delivery.server.ts';
// Every lead kind and type: inquiries, showing requests, subscribers, messages.
import { everyLeadDeliveryDeps } from '#src/features/showings/showing-delivery.server.ts';
import { openBlobsTarget } from './blobs-target.ts';

const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });

async function main(): Promise<void> {
  const target = await openBlobsTarget();
  try {
    const deps = everyLeadDeliveryDeps(undefined, { open: target.open, local: target.local });
    const summary = await runDeliveryPass(deps, { anyTime: values.all });
    console.log(
      `Delivery pass on the ${target.source}${values.all ? ' (--all)' : ''}: ${summary.sent} sent, ` +
        `${summary.retry} to retry, ${summary.failed} failed for good, ${summary.skipped} not due or in progress.`,
    );
    if (summary.failed > 0) process.exitCode = 1;
  } finally {
    await target.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`leads:deliver failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
