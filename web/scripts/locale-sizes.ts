import { fileURLToPath } from 'node:url';
import { localePageFile } from '../build-plugins/locale-pages';
import { LOCALES } from '../src/lib/i18n/locales';
import { measureInitialSize } from './bundle-size';

const HELP = `npx tsx web/scripts/locale-sizes.ts

Prints the initial JS and HTML (gzip, level 9, as npm run bench:web measures) of every locale's page of
the web build in web/dist (ADR 21). Build it first: npm run build:web -- --mode demo`;

if (process.argv.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
for (const locale of LOCALES) {
  const size = await measureInitialSize(dist, localePageFile(locale));
  console.log(
    `${locale.padEnd(6)} initial JS ${kb(size.js.gzip)}  HTML ${kb(size.html.gzip)}  (${size.js.files.join(', ')})`,
  );
}
