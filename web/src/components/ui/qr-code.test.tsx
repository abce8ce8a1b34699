import { render } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

const SCALE = 4;

/** The drawn SVG as a scanner's camera would see it: each module of its path painted SCALE pixels wide. */
function rasterise(svg: SVGSVGElement): { data: Uint8ClampedArray; width: number } {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const width = size * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const offset = ((Number(y) * SCALE + dy) * width + Number(x) * SCALE + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  return { data, width };
}

describe('QrCode', () => {
  it.each([
    'solana:ASt81qRsq7Z3cCRnfEU7cNkiGLfd9Hi5vcNC6Avut7od?amount=0.5&reference=7f2kDxmbkxbEFtDfuDHTzpD4vdukYLWnRNbG7gbC1wD7&reference=Hn1vUN8G2vYXUMUM7ABjZ4mbqB3sVK5NdFeUZbKNHPRj&label=Vibie%20community&message=%D8%B4%D9%83%D8%B1%D8%A7',
    'otpauth://totp/Vibie:admin?secret=JBSWY3DPEHPK3PXP&issuer=Vibie',
  ])('draws a code that a decoder reads back as %s', (value) => {
    const { container } = render(<QrCode value={value} label="Scan to donate" ecc="Q" />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('aria-label')).toBe('Scan to donate');
    const { data, width } = rasterise(svg);
    expect(jsQR(data, width, width)?.data).toBe(value);
  });
});
