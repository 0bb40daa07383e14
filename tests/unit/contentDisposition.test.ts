import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../server/modules/files/disposition';

describe('Content-Disposition of a served file', () => {
  it("escapes ' ( ) * ! in filename* as RFC 5987 asks", () => {
    const header = contentDisposition('attachment', "Mieter's Liste (neu)*!.pdf");
    expect(header).toBe(
      `attachment; filename="Mieter's Liste (neu)*!.pdf"; filename*=UTF-8''Mieter%27s%20Liste%20%28neu%29%2A%21.pdf`,
    );
  });

  it('keeps the UTF-8 name and an ASCII fallback without accents or quotes', () => {
    expect(contentDisposition('inline', 'Grundriss «Zürich» "3½".pdf')).toBe(
      `inline; filename="Grundriss Zurich 3.pdf"; filename*=UTF-8''Grundriss%20%C2%ABZ%C3%BCrich%C2%BB%20%223%C2%BD%22.pdf`,
    );
  });
});
