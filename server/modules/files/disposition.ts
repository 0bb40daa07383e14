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
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
