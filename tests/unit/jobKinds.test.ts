import { describe, expect, it } from 'vitest';
import { de } from '../../server/core/i18n/de';
import { en } from '../../server/core/i18n/en';
import { fr } from '../../server/core/i18n/fr';
import { it as italian } from '../../server/core/i18n/it';
import { JOB_KINDS } from '../../server/modules/index';

/** Settings > background jobs names every kind of job the modules run, in the four languages. */
describe('job kinds', () => {
  it('has a caption for every job a module runs', () => {
    const kinds = JOB_KINDS;
    expect(kinds).toContain('mail_send');
    expect(kinds.length).toBeGreaterThan(0);
    for (const catalogue of [de, fr, italian, en] as Array<Record<string, string>>) {
      for (const kind of kinds) {
        expect(catalogue[`job_kind_${kind}`], `job_kind_${kind}`).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});
