/** RFC 5987 ext-value: percent-encoding that leaves only attr-chars, so `'()*!` are escaped too. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header, `inline` or `attachment`, with the file's name as an ASCII fallback
 * (accents dropped, quotes removed) and in its UTF-8 form (RFC 6266), so every browser saves it
 * under a sensible name.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}
