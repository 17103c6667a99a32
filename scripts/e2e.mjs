// Playwright journeys in Debian's Chromium. Without Chromium they are skipped loudly,
// unless REQUIRE_E2E=1 (CI), where that is a failure. No browser is ever downloaded.
import { bin, ensureWebBuilt, findChromium, run } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n!! E2E SKIPPED: no Chromium found (set CHROMIUM_PATH or apt-get install chromium)\n${banner}\n`,
  );
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}
const built = await ensureWebBuilt();
if (built !== 0) process.exit(built);
process.exit(
  await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  }),
);
