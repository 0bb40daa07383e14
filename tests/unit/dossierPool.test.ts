import { describe, expect, it } from 'vitest';
import type { Dossier } from '../../server/modules/applicationExport/dossier';
import {
  DossierPool,
  DossierPoolBusy,
  DossierRenderFailed,
} from '../../server/modules/applicationExport/dossierPool';

function dossier(id: number, comment = 'Referenz bestätigt.'): Dossier {
  return {
    id,
    fileName: `dossier-${id}.pdf`,
    projectTitle: 'Sonnenhof',
    brandColor: '#336699',
    title: `Bewerbung ${id}`,
    subtitle: 'Wohnung 3.2',
    printed: '29.11.2026',
    summary: [],
    objects: [],
    household: { heading: 'Haushalt', facts: [], sections: [] },
    persons: [],
    comments: [{ author: 'Admin', when: '28.11.2026', body: comment, resolved: false }],
    documents: [],
  };
}

/** The dossier worker pool (dossierPool.ts): its bounded queue and its closing. */
describe('dossier worker pool', () => {
  it('renders in a worker, queues up to its bound and refuses beyond it', async () => {
    const pool = new DossierPool({ size: 1, queue: 1, heapMb: 256 });
    try {
      const first = pool.render({ dossier: dossier(1), lang: 'de', files: [] });
      const second = pool.render({ dossier: dossier(2), lang: 'fr', files: [] });
      expect(pool.full).toBe(true);
      await expect(pool.render({ dossier: dossier(3), lang: 'de', files: [] })).rejects.toBeInstanceOf(
        DossierPoolBusy,
      );
      for (const pdf of await Promise.all([first, second]))
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pool.full).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it('fails what still waits when it closes, and renders nothing after', async () => {
    const pool = new DossierPool({ size: 1, queue: 2, heapMb: 256 });
    const running = pool.render({ dossier: dossier(1), lang: 'de', files: [] });
    const waiting = pool.render({ dossier: dossier(2), lang: 'de', files: [] });
    const outcomes = Promise.allSettled([running, waiting]);
    await pool.close();
    for (const outcome of await outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(DossierRenderFailed);
    }
    await expect(pool.render({ dossier: dossier(3), lang: 'de', files: [] })).rejects.toBeInstanceOf(
      DossierRenderFailed,
    );
  });
});
