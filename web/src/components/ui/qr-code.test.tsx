import { render } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrPixels } from '../../testing/qr-pixels';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it.each([
    'solana:ASt81qRsq7Z3cCRnfEU7cNkiGLfd9Hi5vcNC6Avut7od?amount=0.5&reference=7f2kDxmbkxbEFtDfuDHTzpD4vdukYLWnRNbG7gbC1wD7&reference=Hn1vUN8G2vYXUMUM7ABjZ4mbqB3sVK5NdFeUZbKNHPRj&label=Vibie%20community&message=%D8%B4%D9%83%D8%B1%D8%A7',
    'otpauth://totp/Vibie:admin?secret=JBSWY3DPEHPK3PXP&issuer=Vibie',
  ])('draws a code that a decoder reads back as %s', (value) => {
    const { container } = render(<QrCode value={value} label="Scan to donate" ecc="Q" />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('aria-label')).toBe('Scan to donate');
    const { data, width } = qrPixels(
      svg.getAttribute('viewBox') ?? '',
      svg.querySelector('path')?.getAttribute('d') ?? '',
    );
    expect(jsQR(data, width, width)?.data).toBe(value);
  });
});
