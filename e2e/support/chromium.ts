/**
 * Debian's Chromium, never a downloaded browser, and the flags it needs on a closed network as root
 * (no sandbox, no background connections that would be refused). Shared by the browser journeys and
 * the Lighthouse benchmark.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
