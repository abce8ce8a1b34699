import { useMemo } from 'react';
import { encode } from 'uqr';

/** Props of the QR code. */
export interface QrCodeProps {
  /** What the code carries (an otpauth:// URI). */
  value: string;
  /** The accessible name: what the code is for. */
  label: string;
}

/**
 * A QR code drawn as one SVG path (dark modules on a white quiet zone, as scanners expect, whatever
 * the panel's colours). Built in the browser: the secret never leaves it for an image service.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 4 });
    const parts: string[] = [];
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return { size: data.length, path: parts.join('') };
  }, [value]);
  return (
    <svg
      className="adm-qr"
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
