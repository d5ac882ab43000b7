import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = findChromium();

// Each journey runs on the device its people use (decision 031). Pages whose layout changes between a
// phone and a desktop run on both; what donors and buyers mostly do on a phone runs on a phone; the desk
// work of streamers, sellers and admins, and the server's own behaviour, run on a desktop.
const BOTH_DEVICES_JOURNEYS = [
  'home',
  'header',
  'footer',
  'not-found',
  'listing',
  'search',
  'product',
  'reviews',
  'promo',
  'auth',
  'seller-workspace',
  'support',
  'alert-variations',
  // The remote: moderators approve on a phone, the streamer stops a delayed alert at the desk.
  'alert-moderation',
];
const PHONE_ONLY_JOURNEYS = [
  'checkout',
  'guest',
  'guest-review',
  'order-status',
  'steam-top-up',
  'game-dlc',
  'toasts',
  'donate',
  'donation-page-design',
  'long-names',
];
const specFiles = (journeys: string[]) => journeys.map((journey) => `${journey}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  // Runs on other ports (several checkouts or suites side by side) keep their own traces: Playwright empties this folder at start.
  outputDir: process.env.E2E_PORT ? `test-results-${port}` : 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // Journeys share one server and its demo shops; in CI a journey that fails is run once more and reported
  // as flaky, so one that fails twice is what stops the build.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  // CI runs two browsers beside the server on two cores: a page that hydrates and then renews a session
  // or reloads its data can take longer than the default five seconds to show.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Recording a trace slows every journey by a quarter; CI records the retry of a failed one, which is the
    // run that can fail for good.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Journeys that only make sense on one kind of device (a keyboard, a tap) are tagged for it.
    {
      name: 'desktop',
      testIgnore: specFiles(PHONE_ONLY_JOURNEYS),
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: specFiles([...BOTH_DEVICES_JOURNEYS, ...PHONE_ONLY_JOURNEYS]),
      grepInvert: /@desktop-only/,
      // A phone's layout at one device pixel per CSS pixel: the same layout, and a fraction of the pixels to
      // draw and capture on a machine without a GPU.
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    // What `npm start` runs: the server bundle (`npm run test:e2e` builds it first).
    command: 'node --no-allocation-site-pretenuring --enable-source-maps apps/server/dist/main.mjs',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // Every journey orders from 127.0.0.1; the shared budgets have their own tests (decision 022).
      RATE_LIMIT_ORDERS_PER_HOUR: '100000',
      RATE_LIMIT_WITHDRAWALS_PER_HOUR: '100000',
      // Every journey signs in from 127.0.0.1, and several sign the shared demo admin in.
      AUTH_CODE_CHECKS_PER_IP: '100000',
      RATE_LIMIT_SIGN_IN_CODES_PER_TEN_MINUTES: '100000',
      // Every journey pays from 127.0.0.1 and the demo buyer pays in many of them.
      RISK_PAID_PER_BUYER: '100000',
      RISK_PAID_PER_ADDRESS: '100000',
      // Journeys leave orders unpaid from that one address, account and e-mail; the caps have their own tests (decision 020).
      ORDER_UNPAID_PER_ADDRESS: '100000',
      ORDER_UNPAID_PER_ACCOUNT: '100000',
      ORDER_UNPAID_PER_EMAIL: '100000',
      FEATURE_TERMS_CONTENT_CREATORS: 'false',
    },
  },
});
