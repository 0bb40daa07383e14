import { describe, expect, it } from 'vitest';
import { accountMethods } from '../../dataProvider/accountMethods';
import { applicationFormMethods } from '../../dataProvider/applicationFormMethods';
import { applicationMethods } from '../../dataProvider/applicationMethods';
import { changelogMethods } from '../../dataProvider/changelogMethods';
import { dashboardMethods } from '../../dataProvider/dashboardMethods';
import { dataProvider } from '../../dataProvider/dataProvider';
import { objectFormMethods } from '../../dataProvider/objectFormMethods';
import { objectMethods } from '../../dataProvider/objectMethods';
import { projectSettingsMethods } from '../../dataProvider/projectSettingsMethods';
import { settingsMethods } from '../../dataProvider/settingsMethods';
import { userMethods } from '../../dataProvider/userMethods';
import { mailSettingsMethods } from '../../dataProvider/mailSettingsMethods';
import { contractSettingsMethods } from '../../dataProvider/contractSettingsMethods';
import { mailMethods } from '../../dataProvider/mailMethods';
import { messengerMethods } from '../../dataProvider/messengerMethods';
import { viewingMethods } from '../../dataProvider/viewingMethods';
import { marketingMethods } from '../../dataProvider/marketingMethods';

const SETS: Record<string, object> = {
  accountMethods,
  applicationFormMethods,
  applicationMethods,
  changelogMethods,
  dashboardMethods,
  objectFormMethods,
  objectMethods,
  projectSettingsMethods,
  settingsMethods,
  userMethods,
  mailSettingsMethods,
  contractSettingsMethods,
  mailMethods,
  messengerMethods,
  viewingMethods,
  marketingMethods,
};

describe('the named methods of the data provider', () => {
  it('never share a name, so no area silently replaces another area’s call', () => {
    const owners = new Map<string, string[]>();
    for (const [set, methods] of Object.entries(SETS)) {
      for (const name of Object.keys(methods)) owners.set(name, [...(owners.get(name) ?? []), set]);
    }
    const clashes = [...owners].filter(([, sets]) => sets.length > 1);
    expect(clashes).toEqual([]);
  });

  it('are all on the data provider', () => {
    for (const methods of Object.values(SETS)) {
      for (const [name, method] of Object.entries(methods)) {
        expect((dataProvider as unknown as Record<string, unknown>)[name]).toBe(method);
      }
    }
  });
});
