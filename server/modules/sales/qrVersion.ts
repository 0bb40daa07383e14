import { qrcodegen } from '../../../node_modules/swissqrbill/lib/esm/shared/qr-code-generator.js';

/**
 * The QR-bill's code at version 14 or more. swissqrbill encodes the Swiss Payments Code at the
 * smallest version from 10 (the standard allows 10 to 25, error correction M). Versions 10 to 13
 * have an alignment pattern at their centre, and the Swiss cross the standard puts there covers
 * it: readers that locate the code by that pattern (zbar among them) then read nothing. From
 * version 14 on no pattern sits at the centre. The code stays a valid Swiss QR code (46 mm,
 * the same payload and error correction), only its modules are finer.
 */
export const QR_BILL_MIN_VERSION = 14;

let patched = false;

/** Makes the generator swissqrbill renders with start at version 14 (once). */
export function useReadableQrVersion(): void {
  if (patched) return;
  patched = true;
  const QrCode = qrcodegen.QrCode;
  const encode = QrCode.encodeSegments.bind(QrCode);
  QrCode.encodeSegments = (segs, ecl, minVersion = 1, maxVersion = 40, mask = -1, boostEcl = true) =>
    encode(
      segs,
      ecl,
      Math.min(Math.max(minVersion, QR_BILL_MIN_VERSION), maxVersion),
      maxVersion,
      mask,
      boostEcl,
    );
}
