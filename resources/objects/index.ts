import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import LocalParkingOutlined from '@mui/icons-material/LocalParkingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TerrainOutlined from '@mui/icons-material/TerrainOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { lazyScreen, type AppResource, type MenuIcon } from '../../src/registry';
import { DEFAULT_OBJECT_KIND, isObjectKind, OBJECT_KIND_LIST, objectListOf, type ObjectKind } from './kinds';
import { BUILDING_PANEL_DEFINITIONS, OBJECT_PANEL_DEFINITIONS } from './panels';
import {
  loadBuildingCreate,
  loadObjectCreate,
  loadObjectList,
  loadObjectShow,
  OBJECT_LIST_PATH,
} from './screens';

/**
 * The object screens (spec 1 section 2): a list per kind under /objects/<kind>, an object's own
 * page /objects/{id}, the creation wizard /objects/create/<type>; the building list is the kind
 * `buildings`, a new building /buildings/create; a row's sidepanel by its address
 * (`/objects/apartments?panel=ApartmentEdit:12`, panels.tsx). Screens load on first use.
 */

const ObjectListScreen = lazyScreen<{ kind: ObjectKind }>(loadObjectList);
const ObjectShowScreen = lazyScreen(loadObjectShow);
const ObjectCreateScreen = lazyScreen(loadObjectCreate);
const BuildingCreateScreen = lazyScreen(loadBuildingCreate);

const KIND_ICONS: Record<ObjectKind, MenuIcon> = {
  apartments: ApartmentOutlined,
  parking: LocalParkingOutlined,
  outbuildings: WarehouseOutlined,
  business: StorefrontOutlined,
  buildings: DomainOutlined,
  plots: TerrainOutlined,
};

/** `/objects`: the default kind's list. */
function ObjectsIndex() {
  return createElement(Navigate, { to: `/objects/${DEFAULT_OBJECT_KIND}`, replace: true });
}

/** `/buildings`: buildings are listed among the object kinds. */
function BuildingsIndex() {
  return createElement(Navigate, { to: '/objects/buildings', replace: true });
}

export const objects: AppResource = {
  name: 'objects',
  icon: HomeWorkOutlined,
  list: ObjectsIndex,
  create: ObjectCreateScreen,
  // an object's own page /objects/{id} (react-admin's edit slot); the kinds' lists are static paths beside it
  recordPage: ObjectShowScreen,
  panels: OBJECT_PANEL_DEFINITIONS,
  routes: OBJECT_KIND_LIST.map((kind) => ({
    path: kind,
    element: createElement(ObjectListScreen, { kind }),
  })),
  menu: {
    path: `/objects/${DEFAULT_OBJECT_KIND}`,
    match: '/objects',
    children: OBJECT_KIND_LIST.map((kind) => ({
      key: kind,
      titleKey: `layout_menu_${kind}`,
      icon: KIND_ICONS[kind],
      path: `/objects/${kind}`,
    })),
  },
  recordRepresentation: (record) => String(record.title ?? record.id),
  listOf: (pathname) => {
    const kind = OBJECT_LIST_PATH.exec(pathname)?.[1];
    return kind && isObjectKind(kind) ? objectListOf(kind) : null;
  },
};

export const buildings: AppResource = {
  name: 'buildings',
  icon: DomainOutlined,
  list: BuildingsIndex,
  create: BuildingCreateScreen,
  panels: BUILDING_PANEL_DEFINITIONS,
  recordRepresentation: (record) => String(record.title ?? record.id),
};
