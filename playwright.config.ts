import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 8899);
export const baseURL = `http://localhost:${port}`;

// Debian's Chromium: Playwright's own browser download is not available on these machines.
const chromium = {
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // One worker per core: a third worker on two cores made the whole run slower, not faster.
  workers: 2,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node scripts/serve.ts',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
  },
});
