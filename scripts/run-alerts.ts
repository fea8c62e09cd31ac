// npm run alerts:run
// One alert pass now, as the scheduled function alerts-pass makes every 15 minutes: the catalogue's changes
// since the last pass matched against the saved searches, and the alerts that are due queued and sent.
// With NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN it works on the site's Blobs on Netlify (set ALERTS_SECRET,
// SMTP_URL and LEADS_FROM as the site has them); otherwise on the local store of `npm start`, with the
// development secret when ALERTS_SECRET is not set, and e-mails in .netlify/outbox without SMTP_URL.
import { alertPassSetup } from '#src/features/alerts/pass-setup.server.ts';
import { describeAlertPass, runAlertPass } from '#src/features/alerts/pass.server.ts';
import { openBlobsTarget } from './blobs-target.ts';

async function main(): Promise<void> {
  const target = await openBlobsTarget();
  try {
    const setup = alertPassSetup(undefined, { open: target.open, local: target.local });
    if (setup.state === 'off') {
      console.error(`No alert pass on the ${target.source}: ${setup.reason}.`);
      process.exitCode = 1;
      return;
    }
    // By hand there is no 30-second limit: no deadline.
    console.log(`${target.source}: ${describeAlertPass(await runAlertPass(setup.deps))}`);
  } finally {
    await target.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(`alerts:run failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
