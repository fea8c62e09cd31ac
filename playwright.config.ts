import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/e2e/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 8899);
export const baseURL = `http://localhost:${port}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromiumLaunch };
/** Specs that sync the fixture MLS into the server's store (see the feed project). */
const FEED_SPECS = /\.feed\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // One worker per core: a third worker on two cores made the whole run slower, not faster.
  workers: 2,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromiumLaunch },
  projects: [
    {
      name: 'desktop',
      use: desktop,
      grepInvert: /@mobile/,
      testIgnore: FEED_SPECS,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch },
      grep: /@mobile/,
      testIgnore: FEED_SPECS,
    },
    // The MLS feed's listings join the catalogue only once the others are done counting it.
    // One file at a time: each syncs its own fixture MLS into the server's one feed.
    { name: 'feed', use: desktop, testMatch: FEED_SPECS, dependencies: ['desktop', 'mobile'], workers: 1 },
  ],
  webServer: {
    command: 'node scripts/serve.ts',
    url: `${baseURL}/api/health`,
    // Without the fixture MLS: the specs count the office's listings (data/listings). The feed's specs
    // (*.feed.spec.ts) run last, in their own project, and sync a fixture MLS into this server's store.
    // No scheduled passes either: the specs that need a sync, a delivery or an alert pass run it themselves.
    env: { PORT: String(port), MLS_FIXTURE: 'off', LOCAL_SCHEDULES: 'off' },
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
  },
});
