import { lazyPanel } from '../../src/forms/lazyPanel';
import type { PanelDefinitions } from '../../src/layout/sidepanel';
import { BUILDING_EDIT_PANEL, OBJECT_EDIT_PANEL } from './kinds';

/** The row panels' forms load when the first row is opened (the panel shows that they load). */
const ObjectRowPanel = lazyPanel(() => import('./rowPanels').then((module) => module.ObjectRowPanel));
const BuildingRowPanel = lazyPanel(() => import('./rowPanels').then((module) => module.BuildingRowPanel));

/**
 * The sidepanels an object list's row opens (spec 1 section 2, "Sidepanels"), by their address:
 * an object's form (`?panel=ApartmentEdit:12`, every object kind) and a building's
 * (`?panel=BuildingEdit:7`). Titled by the row's name, or by what they show when opened by a link.
 */
export const OBJECT_PANEL_DEFINITIONS: PanelDefinitions = {
  [OBJECT_EDIT_PANEL]: {
    title: (translate, _address, name) => name || translate('objects_detail_title'),
    Content: ({ address }) => <ObjectRowPanel id={address.id} listResource="objects" />,
  },
};

export const BUILDING_PANEL_DEFINITIONS: PanelDefinitions = {
  [BUILDING_EDIT_PANEL]: {
    title: (translate, _address, name) => name || translate('buildings_panel_title'),
    Content: ({ address }) => <BuildingRowPanel id={address.id} />,
  },
};
