import { ObjectActionsById } from './actions/ObjectActions';
import { BuildingEditPanel } from './BuildingEditPanel';
import { ObjectEditPanel } from './ObjectEditPanel';

/**
 * What a row of an object list opens in the sidepanel, in a chunk of its own: the forms load with
 * the first row opened, not with the list's first rows (see docs/decisions.md, "Sidepanels load
 * with the first row opened").
 */
export function ObjectRowPanel({ id, listResource }: { id: number; listResource: string }) {
  return <ObjectEditPanel id={id} listResource={listResource} actions={<ObjectActionsById id={id} />} />;
}

export { BuildingEditPanel as BuildingRowPanel };
