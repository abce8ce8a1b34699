import { chromium } from 'playwright-core';

const HELP = `npx tsx web/scripts/section-heights.ts [--url URL] [--locale ar] [--section donate] [--screenshots DIR]

Prints the height in CSS pixels of one section of the landing page and of the whole page, at 375 and
1280 px wide, once every section has hydrated (the page of npm start, or any served build). Default URL
http://127.0.0.1:5173, section "donate" (behaviour §2.2);
--screenshots saves a capture of the section at each width in DIR.`;

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const base = option('url', 'http://127.0.0.1:5173').replace(/\/$/, '');
const locale = option('locale', 'en');
const section = option('section', 'donate');

const browser = await chromium.launch({
  executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(`${base}/${locale === 'en' ? '' : `${locale}/`}`);
    // Scroll to the end and back so that every lazily hydrated part has come near the viewport.
    for (let y = 0; y < 40; y++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(150);
    }
    await page.locator(`#${section}`).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // The slowest lazy parts (the ledger asks once it is 400 px from the viewport) are in by then.
    await page.waitForTimeout(3000);
    const folder = option('screenshots', '');
    if (folder)
      await page.locator(`#${section}`).screenshot({ path: `${folder}/${section}-${locale}-${width}.png` });
    const heights = await page.evaluate((id) => {
      const element = document.getElementById(id);
      return {
        section: element ? Math.round(element.getBoundingClientRect().height) : null,
        page: Math.round(document.documentElement.scrollHeight),
      };
    }, section);
    console.log(
      `${locale} ${width} px: #${section} ${heights.section ?? 'missing'} px (${((heights.section ?? 0) / 800).toFixed(1)} screens of 800 px), page ${heights.page} px`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
