// Launches Debian's Chromium through playwright-core with the flags known to work here,
// every request outside the local server cut.
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic',
  '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync',
];

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A 1280x900 context in which only `origin` can be reached. */
export async function isolatedContext(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  await context.route('**/*', (route) =>
    route.request().url().startsWith(origin + '/') ? route.continue() : route.abort());
  return context;
}
