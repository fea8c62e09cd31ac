// Runs the scheduled functions for the local server, as Netlify's scheduler would: here every minute
// (and once at start), whatever the cron expression says, so a retry shows up soon when testing by hand.
// The promise settles once the first runs have ended, so the server opens with the MLS feed synced.
import { localContext, type Route } from './functions.ts';

const EVERY_MS = 60_000;

export async function startLocalSchedules(routes: readonly Route[], siteUrl: string): Promise<() => void> {
  const firstRuns: Promise<void>[] = [];
  const timers = routes.flatMap((route) => {
    if (!route.schedule) return [];
    let running = false;
    let runs = 0;
    const run = async () => {
      // A pass still running when the next is due is not doubled.
      if (running) return;
      running = true;
      runs += 1;
      const context = localContext(siteUrl, {
        params: {},
        ip: '127.0.0.1',
        requestId: `local-schedule-${route.name}-${runs}`,
      });
      try {
        const next = new Date(Date.now() + EVERY_MS).toISOString();
        await route.handler(
          new Request(new URL(`/.netlify/functions/${route.name}`, siteUrl), {
            method: 'POST',
            body: JSON.stringify({ next_run: next }),
          }),
          context,
        );
      } catch (error) {
        console.error(`Scheduled function ${route.name} failed:`, error);
      } finally {
        running = false;
      }
    };
    console.log(`Scheduled function ${route.name} (${route.schedule} on Netlify) runs every minute here.`);
    firstRuns.push(run());
    return [setInterval(() => void run(), EVERY_MS)];
  });
  await Promise.all(firstRuns);
  return () => timers.forEach((timer) => clearInterval(timer));
}
