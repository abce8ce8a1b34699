import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { SiteConfig } from '../src/config/site-schema';

/** The size chat apps and social sites expect of a large link preview. */
export const SHARE_IMAGE = { width: 1200, height: 630, file: 'share-card.png' } as const;

const require = createRequire(import.meta.url);
// Fonts ship inside an npm package, so the image is the same on every machine, fonts installed or not.
const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf'),
  require.resolve('@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf'),
];

/** Stars at fixed places (not random), so every build draws the same sky. */
export const STARS: ReadonlyArray<readonly [number, number, number]> = [
  [80, 70, 2],
  [210, 150, 1.4],
  [340, 48, 1.8],
  [520, 110, 1.2],
  [690, 60, 2.2],
  [860, 130, 1.4],
  [1010, 52, 1.8],
  [1130, 170, 1.2],
  [1160, 420, 2],
  [980, 560, 1.4],
  [720, 585, 1.8],
  [430, 560, 1.2],
  [150, 520, 2],
  [60, 330, 1.4],
  [610, 240, 1],
];

/** Escapes markup in configured names (numeric references work in SVG and HTML alike). */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text sized to fit: long token names get a smaller font rather than running off the card. */
function nameFontSize(name: string): number {
  return Math.max(56, Math.min(112, Math.floor(1280 / Math.max(name.length, 1))));
}

/** The share card as SVG: night sky, the logo, the token's names and the accent gradient. */
export function shareImageSvg(site: SiteConfig, logoSvg: string): string {
  const { width, height } = SHARE_IMAGE;
  const { name, ticker } = site.token;
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const stars = STARS.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".75"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#7cf7d4"/><stop offset=".55" stop-color="#8b7bff"/><stop offset="1" stop-color="#ff7ad9"/>
  </linearGradient>
  <radialGradient id="glow-a" cx=".2" cy="-.1" r=".7"><stop offset="0" stop-color="#1d1a55"/><stop offset="1" stop-color="#1d1a55" stop-opacity="0"/></radialGradient>
  <radialGradient id="glow-b" cx="1" cy=".3" r=".5"><stop offset="0" stop-color="#2a1245"/><stop offset="1" stop-color="#2a1245" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="#070716"/>
<rect width="${width}" height="${height}" fill="url(#glow-a)"/>
<rect width="${width}" height="${height}" fill="url(#glow-b)"/>
${stars.join('\n')}
<image href="${logo}" x="96" y="175" width="280" height="280"/>
<text x="440" y="300" font-family="Inter" font-weight="800" font-size="${nameFontSize(name)}" fill="#f3f2fb">${escapeMarkup(name)}</text>
<text x="444" y="372" font-family="Inter" font-weight="800" font-size="52" fill="url(#accent)">$${escapeMarkup(ticker)}</text>
<text x="444" y="440" font-family="Inter" font-weight="500" font-size="30" fill="#bdbbd9">Community meme token on Solana</text>
<rect x="0" y="${height - 14}" width="${width}" height="14" fill="url(#accent)"/>
</svg>`;
}

/** Renders the share card to a PNG of exactly SHARE_IMAGE's size. */
export function renderShareImage(site: SiteConfig, logoFile: string): Uint8Array {
  return svgToPng(shareImageSvg(site, readFileSync(logoFile, 'utf8')));
}

/** An SVG as a PNG of its own size, its text in the bundled Inter fonts alone. */
export function svgToPng(svg: string): Uint8Array {
  const resvg = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
    fitTo: { mode: 'original' },
  });
  return resvg.render().asPng();
}

/** Width and height from a PNG's header (the IHDR chunk), or null when it is not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((byte, i) => png[i] !== byte)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
