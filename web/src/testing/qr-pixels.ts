/**
 * A QR code drawn by components/ui/qr-code.tsx as a camera would see it: each dark module of its SVG
 * path painted `scale` pixels wide on white, RGBA, for a decoder (jsQR) in tests.
 */
export function qrPixels(
  viewBox: string,
  path: string,
  scale = 4,
): { data: Uint8ClampedArray; width: number } {
  const size = Number(viewBox.split(' ')[2]);
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data.fill(0, offset, offset + 3);
      }
    }
  }
  return { data, width };
}
