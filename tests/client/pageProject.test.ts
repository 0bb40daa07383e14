import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { setPageProjectType } from '../../dataProvider/pageProject';
import { setInitReply } from '../../src/session/init';
import type { InitReply } from '../../schema/api/session';
import { mockServer } from './profileFixtures';

afterEach(() => setPageProjectType(undefined));

describe("an application's calls follow the page's project", () => {
  it('reads and changes a sale application under sales/, the letting flow where it is', async () => {
    const calls = mockServer({
      'GET /api/v1/sales/applications/5': { data: { id: 5 } },
      'GET /api/v1/sales/applications/5/points': { data: {} },
      'POST /api/v1/sales/applications/5/change-status': { data: {} },
      'GET /api/v1/applications/5': { data: { id: 5 } },
    });
    setInitReply({ bootstrap: { project_type: 'sale' } } as unknown as InitReply);
    await dataProvider.getApplicationDetail(5);
    await dataProvider.getApplicationPoints(5);
    await dataProvider.changeApplicationStatus(5, { action: 'feeTransferred', version: 3 } as never);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/sales/applications/5',
      'GET /api/v1/sales/applications/5/points',
      'POST /api/v1/sales/applications/5/change-status',
    ]);

    setPageProjectType('rent');
    await dataProvider.getApplicationDetail(5);
    expect(calls.at(-1)?.url).toBe('/api/v1/applications/5');
  });
});
