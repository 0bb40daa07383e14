import type { ObjectType } from '../../schema/objects';
import { useProviderQuery } from '../../src/forms';

/**
 * What an object's form of this kind starts from (GET /objects/{type}/create): the project's
 * buildings, a free reference number, the upload rules. Kept while the page lives, shared by the
 * wizard and the edit forms.
 */
export function useObjectCreateInit(type: ObjectType) {
  return useProviderQuery(['objects', 'createInit', type], (dataProvider) =>
    dataProvider.getObjectCreateInit(type),
  );
}

/** The empty building form with a free reference number (GET /buildings/create). */
export function useBuildingCreateInit() {
  return useProviderQuery(['buildings', 'createInit'], (dataProvider) =>
    dataProvider.getBuildingCreateInit(),
  );
}
