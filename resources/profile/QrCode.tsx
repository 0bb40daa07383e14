import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { encode } from 'uqr';

/** One SVG path of the dark modules of a QR code matrix, a unit square each. */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

/**
 * A QR code drawn in the browser (uqr: no network, the secret never leaves the page), black on
 * white with the quiet zone, crisp at any size.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 });
    return { path: qrPath(qr.data), modules: qr.size };
  }, [value]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      sx={{ width: size, height: size, bgcolor: '#fff', display: 'block' }}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </Box>
  );
}
