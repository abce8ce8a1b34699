import { readFileSync } from 'node:fs';
import { NEWS_CARDS, newsCardPath } from '../../lambdas/contract/news-cards';
import type { SiteConfig } from '../src/config/site-schema';
import { escapeMarkup, STARS, svgToPng } from './share-image.js';

/** A kind of announcement, each with its own card. */
export type NewsCardKind = keyof typeof NEWS_CARDS.files;

/** A warning sign: a rounded triangle with an exclamation mark, centred on (cx, cy), `size` wide. */
function warningSign(cx: number, cy: number, size: number): string {
  const h = size * 0.87;
  const top = cy - h / 2;
  const bottom = cy + h / 2;
  return [
    `<path d="M${cx} ${top} L${cx + size / 2} ${bottom} L${cx - size / 2} ${bottom} Z" fill="#ffb020" stroke="#ffb020" stroke-width="${size * 0.08}" stroke-linejoin="round"/>`,
    `<rect x="${cx - size * 0.045}" y="${top + h * 0.3}" width="${size * 0.09}" height="${h * 0.38}" rx="${size * 0.04}" fill="#1a1200"/>`,
    `<circle cx="${cx}" cy="${top + h * 0.82}" r="${size * 0.06}" fill="#1a1200"/>`,
  ].join('\n');
}

/** Hazard stripes along a band of the card: the look of a warning in every language. */
function hazardBand(y: number, height: number, width: number): string {
  const stripes: string[] = [];
  for (let x = -height; x < width + height; x += 2 * height) {
    stripes.push(
      `<path d="M${x} ${y + height} L${x + height} ${y} L${x + 2 * height} ${y} L${x + height} ${y + height} Z" fill="#1a1200"/>`,
    );
  }
  return `<rect x="0" y="${y}" width="${width}" height="${height}" fill="#ffb020"/>\n${stripes.join('\n')}`;
}

/**
 * A kind's card as SVG, in no language: an advisory is a warning (amber and red, hazard stripes, a
 * warning sign) with the token's logo and names; news is the site's night sky with them.
 */
export function newsCardSvg(kind: NewsCardKind, site: SiteConfig, logoSvg: string): string {
  const { width, height } = NEWS_CARDS;
  const { name, ticker } = site.token;
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const nameSize = Math.max(48, Math.min(96, Math.floor(1100 / Math.max(name.length, 1))));
  if (kind === 'advisory') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <radialGradient id="heat" cx=".25" cy=".5" r=".8"><stop offset="0" stop-color="#5a1010"/><stop offset="1" stop-color="#1c0606"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#heat)"/>
${hazardBand(0, 56, width)}
${hazardBand(height - 56, 56, width)}
${warningSign(300, 318, 330)}
<image href="${logo}" x="560" y="150" width="150" height="150"/>
<text x="560" y="400" font-family="Inter" font-weight="800" font-size="${nameSize}" fill="#fff4e0">${escapeMarkup(name)}</text>
<text x="562" y="470" font-family="Inter" font-weight="800" font-size="52" fill="#ffb020">$${escapeMarkup(ticker)}</text>
</svg>`;
  }
  const stars = STARS.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".75"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#7cf7d4"/><stop offset=".55" stop-color="#8b7bff"/><stop offset="1" stop-color="#ff7ad9"/>
  </linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="#070716"/>
${stars.join('\n')}
<rect x="96" y="150" width="330" height="330" rx="36" fill="#12122b" stroke="url(#accent)" stroke-width="6"/>
<image href="${logo}" x="141" y="195" width="240" height="240"/>
<rect x="500" y="180" width="110" height="16" rx="8" fill="url(#accent)"/>
<text x="500" y="320" font-family="Inter" font-weight="800" font-size="${nameSize}" fill="#f3f2fb">${escapeMarkup(name)}</text>
<text x="504" y="392" font-family="Inter" font-weight="800" font-size="52" fill="url(#accent)">$${escapeMarkup(ticker)}</text>
<rect x="504" y="440" width="420" height="12" rx="6" fill="#2b2a52"/>
<rect x="504" y="470" width="320" height="12" rx="6" fill="#2b2a52"/>
<rect x="0" y="${height - 14}" width="${width}" height="14" fill="url(#accent)"/>
</svg>`;
}

/** A kind's card as a 1200×630 PNG. */
export function renderNewsCard(kind: NewsCardKind, site: SiteConfig, logoFile: string): Uint8Array {
  return svgToPng(newsCardSvg(kind, site, readFileSync(logoFile, 'utf8')));
}

/** Every card, by its path in the build: `news-cards/advisory.png`, `news-cards/news.png`. */
export function newsCards(site: SiteConfig, logoFile: string): { fileName: string; source: Uint8Array }[] {
  return (Object.keys(NEWS_CARDS.files) as NewsCardKind[]).map((kind) => ({
    fileName: newsCardPath(kind),
    source: renderNewsCard(kind, site, logoFile),
  }));
}
