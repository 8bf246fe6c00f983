// Debian's chromium and the flags every launch here uses (browser tests, the build's prerender,
// bench:web): without the background-networking flags chromium floods the machines' closed network.
// No dependency, so build tools can import it without Playwright's test runner.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
