import type { SiteConfig } from '../src/config/site-schema';

/** Where the viewer-request function sends /brand-assets and /brand-pack (infra/README.md). */
export const BRAND_PAGE = 'brand/index.html';
export const BRAND_PACK = 'brand/brand-pack.zip';

/** The brand colours, as the page's stylesheet defines them (web/src/app/base.css). */
export const BRAND_COLOURS = [
  { name: 'Night', hex: '#070716', use: 'page background' },
  { name: 'Surface', hex: '#14133a', use: 'cards and panels' },
  { name: 'Mint', hex: '#7cf7d4', use: 'gradient start' },
  { name: 'Violet', hex: '#8b7bff', use: 'gradient middle' },
  { name: 'Pink', hex: '#ff7ad9', use: 'gradient end' },
  { name: 'Star', hex: '#fff7c2', use: 'the star in the logo' },
  { name: 'Text', hex: '#f3f2fb', use: 'text on dark' },
] as const;

/** The logo files in web/public/brand/, shipped on the page and in the pack. */
export const LOGO_FILES = [
  { file: 'logo.svg', label: 'Logo, full colour' },
  { file: 'logo-mono.svg', label: 'Logo, one colour (white, for photos and dark prints)' },
] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The usage notes, shared by the page and the pack's text file. */
export function usageNotes(site: SiteConfig): string[] {
  const { name, ticker } = site.token;
  return [
    `Use the logo and the name ${name} ($${ticker}) freely for community content: memes, posts, art, videos.`,
    'Keep the logo whole: do not stretch, recolour or crop it; leave clear space of a quarter of its width around it.',
    'Do not present anything as official, endorsed or a promise of value, and never use the brand to ask for keys, seed phrases or payments.',
    `The only official mint address is the one on ${name}'s website; say so when you post one.`,
  ];
}

/** The static brand-assets page (served at /brand/, the target of /brand-assets). */
export function renderBrandPage(site: SiteConfig): string {
  const name = escapeHtml(site.token.name);
  const ticker = escapeHtml(site.token.ticker);
  const logos = LOGO_FILES.map(
    ({ file, label }) =>
      `<li class="card"><img src="/brand/${file}" alt="${escapeHtml(label)}" width="120" height="120"><a href="/brand/${file}" download>${escapeHtml(label)} (SVG)</a></li>`,
  ).join('');
  const colours = BRAND_COLOURS.map(
    ({ name: colour, hex, use }) =>
      `<li class="card"><span class="swatch swatch-${colour.toLowerCase()}"></span><strong>${colour}</strong> <code>${hex}</code><span class="muted">${use}</span></li>`,
  ).join('');
  // Classes, not style attributes: the CSP allows no inline style attribute.
  const swatches = BRAND_COLOURS.map(
    ({ name: colour, hex }) => `.swatch-${colour.toLowerCase()}{background:${hex}}`,
  ).join('');
  const notes = usageNotes(site)
    .map((note) => `<li>${escapeHtml(note)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} brand assets</title>
<meta name="description" content="Logos, colours and usage notes for ${name} ($${ticker}).">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
:root{color-scheme:dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.6}
body{margin:0;background:#070716;color:#f3f2fb}
main{max-width:880px;margin:0 auto;padding:32px 16px 64px}
h1{font-size:2rem;margin:16px 0 8px}h2{margin:40px 0 16px}
a{color:#7cf7d4}.muted{color:#bdbbd9;display:block}
ul.grid{list-style:none;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
.card{background:#14133a;border:1px solid #2e2c66;border-radius:16px;padding:16px}
.card img{display:block;margin:0 auto 12px}
.swatch{display:block;height:48px;border-radius:8px;margin-bottom:8px;border:1px solid #2e2c66}
${swatches}
.button{display:inline-block;padding:12px 20px;border-radius:999px;background:linear-gradient(100deg,#7cf7d4,#8b7bff 55%,#ff7ad9);color:#070716;font-weight:700;text-decoration:none;min-height:44px;box-sizing:border-box}
</style>
</head>
<body>
<main>
<p><a href="/">← Back to ${name}</a></p>
<img src="/brand/logo.svg" alt="" width="96" height="96">
<h1>${name} brand assets</h1>
<p>Logos, colours and a few rules for using them. Everything here is free to use for community content.</p>
<p><a class="button" href="/brand/brand-pack.zip" download>Download the brand pack (ZIP)</a></p>
<h2>Logos</h2>
<ul class="grid">${logos}</ul>
<h2>Colours</h2>
<ul class="grid">${colours}</ul>
<h2>Using the brand</h2>
<ul>${notes}</ul>
</main>
</body>
</html>
`;
}
