// Debian's Chromium: Playwright's own browser download is not available on these machines.
export const chromiumLaunch = {
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
