import { it } from 'vitest';
import { launchBrowser, openPage } from './harness.js';

it('debug', async () => {
  const browser = await launchBrowser();
  const { page, errors } = await openPage(browser, '/');
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('framenavigated', (f) => console.log('navigated', f.url()));
  page.on('request', (r) => {
    if (/admin|firebase|auth/.test(r.url())) console.log('request', r.url());
  });
  page.on('response', (r) => {
    if (/admin|firebase|auth/.test(r.url())) console.log('response', r.status(), r.url());
  });
  await page.waitForTimeout(3000);
  await page.getByRole('button', { name: 'Admin Access' }).click();
  await page.waitForTimeout(8000);
  console.log('errors', errors, await page.locator('dialog').count());
  await page
    .getByRole('button', { name: 'Admin Access' })
    .click()
    .catch((e) => console.log('click2', String(e).slice(0, 300)));
  await page.waitForTimeout(3000);
  console.log(
    'dialogs',
    await page.locator('dialog').count(),
    await page
      .locator('dialog')
      .first()
      .innerHTML()
      .catch(() => ''),
  );
  await browser.close();
});
