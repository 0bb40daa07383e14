import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  /** the text the code carries, e.g. an otpauth:// URI */
  value: string;
  /** accessible name of the picture */
  label: string;
  /** edge length in CSS pixels */
  size?: number;
}

/** The dark modules of a QR code as one SVG path (a unit square per module). */
export function qrPath(data: boolean[][]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/**
 * A QR code drawn in the browser (uqr encodes, React draws the SVG): the secret it carries never
 * leaves the page for an image service. Error correction M; a quiet zone of four modules.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const code = useMemo(() => encode(value, { ecc: 'M', border: 4 }), [value]);
  const path = useMemo(() => qrPath(code.data), [code]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
