import { useMemo } from 'react';
import { encode } from 'uqr';

/** Props of the QR code. */
export interface QrCodeProps {
  /** What the code carries (an otpauth:// or solana: URI). */
  value: string;
  /** The accessible name: what the code is for. */
  label: string;
  /** Error correction: Solana Pay asks for Q; the sign-in secret's code uses M. @default 'M' */
  ecc?: 'L' | 'M' | 'Q' | 'H';
  className?: string;
}

/** The code's dark modules as one SVG path, and its size in modules with the quiet zone of 4. */
export function qrPath(value: string, ecc: QrCodeProps['ecc'] = 'M'): { size: number; path: string } {
  const { data } = encode(value, { ecc, border: 4 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size: data.length, path: parts.join('') };
}

/**
 * A QR code drawn as one SVG path (dark modules on a white quiet zone, as scanners expect, whatever
 * the page's colours). Built in the browser: what it carries never goes to an image service.
 */
export function QrCode({ value, label, ecc = 'M', className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(value, ecc), [value, ecc]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
