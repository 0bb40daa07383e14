import type { ViewingInit } from '../../schema/api/viewings';
import type { InternalAxiosRequestConfig } from 'axios';
import { setStoredUser } from '../../dataProvider/storage';
import type { BuildingDetail } from '../../schema/api/buildings';
import type { ObjectCreateInit, ObjectDetail } from '../../schema/api/objects';
import type { SessionUser } from '../../schema/api/session';
import { mockAdapter, type MockReply } from './mockApi';
import { servedFile } from './formsFixtures';

/** Test data of the object and building forms: a create init, an object, a building, and a fake API. */

export const INIT: ObjectCreateInit = {
  type: 'apartments',
  sale: false,
  buildings: [
    {
      value: '7',
      displayName: 'Wohnhaus Obstgarten',
      street: 'Mellingerstrasse',
      houseNumber: '18',
      postalCode: '5400',
      city: 'Baden',
    },
  ],
  suggestedRefNumber: 'RENT-A-0101',
  maxNumObjectImages: 3,
  allowedImageTypes: ['jpg', 'png'],
  allowedFileTypes: ['pdf', 'jpg', 'png'],
  maxFileSize: 5,
  fileChoices: [
    { value: 'floor_plan', displayName: 'Grundriss' },
    { value: 'house_rules', displayName: 'Hausordnung' },
  ],
};

export const DETAIL: ObjectDetail = {
  id: 2,
  application_url: '/form/application/new?uuids=0123456789abcdef0123456789abcdef',
  type: 'apartments',
  progress_state: 'available',
  active: true,
  version: 3,
  sale: false,
  building: { id: 7, title: 'Wohnhaus Obstgarten' },
  basics: {
    title: '3-Zimmer-Wohnung, 1. OG',
    propertyType: 'apartment',
    refNumber: 'RENT-A-0002',
    rooms: 3,
    floor: '1. OG',
    floorNum: 1,
    area: 102,
    areas: [],
    characteristics: ['lift'],
  },
  prices: {
    rentalPrice: 2645,
    nettoPrice: 2340,
    extraPrice: 305,
    deposit: 7020,
    rentalPricePerSquareMeter: 25.93,
    nettoPricePerSquareMeter: 22.94,
    capitalShare: null,
    electricityCost: null,
    sellingPrice: null,
  },
  address: { building: 7, street: 'Mellingerstrasse', houseNumber: '18', postalCode: '5400', city: 'Baden' },
  rental: {
    minOccupancy: 1,
    maxOccupancy: 4,
    minAdults: 1,
    maxAdults: 2,
    minChildren: null,
    maxChildren: null,
    householdType: '',
    adultAge: null,
    capitalFrom: null,
    capitalTo: null,
    incomeFrom: 84240,
    incomeTo: null,
    catsAllowed: true,
    dogsAllowed: false,
  },
  additional: {
    application: true,
    availableFrom: '2027-12-16',
    owner: 'Fondation de prévoyance Romandie',
    visitation: '',
    visitationPhone: '',
    targetGroup: '',
    inspectForm: true,
    subsidized: false,
    description: '<p>Hell und ruhig.</p>',
  },
  images: [],
};

export const BUILDING: BuildingDetail = {
  id: 7,
  title: 'Wohnhaus Obstgarten',
  refNumber: 'RENT-B-0007',
  street: 'Mellingerstrasse',
  houseNumber: '18',
  postalCode: '5400',
  city: 'Baden',
  constructionYear: 1987,
  numFloors: 4,
  active: true,
  version: 5,
  numObjects: 12,
};

/** A call the fake API received: method, path and JSON body. */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

type Route = (call: ApiCall, config: InternalAxiosRequestConfig) => MockReply | undefined;

/**
 * The app's axios client answered by `route` (undefined: 404); uploads store every file they get
 * under its name. Returns the calls, JSON bodies parsed.
 */
/** The viewing calls of an object's page: no viewings yet. */
function viewingsOfObject(url: string): MockReply {
  if (url.startsWith('/api/v1/appointments/init'))
    return {
      data: {
        today: '2026-12-05',
        objects: [],
        contacts: [],
        invitationKinds: ['chosen', 'draw', 'public'],
        limits: { maxSlots: 20, maxCapacity: 500, maxInvited: 500 },
      } satisfies ViewingInit,
    };
  return { data: [] };
}

export function fakeApi(route: Route): ApiCall[] {
  const calls: ApiCall[] = [];
  mockAdapter((config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    if (config.data instanceof FormData) {
      const files = config.data.getAll('file') as File[];
      const uploaded = files.map((file) => ({
        url: `/serve-media-files?url=up/${file.name}`,
        name: file.name,
        size: file.size,
        key: `up/${file.name}`,
      }));
      calls.push({ method, url, body: files.map((file) => file.name) });
      return { data: { status: 'success', uploaded, errors: [] } };
    }
    if (method === 'GET' && url.includes('serve-media-files')) return servedFile();
    // an object's page shows its viewings: none here
    if (method === 'GET' && url.startsWith('/api/v1/appointments/')) return viewingsOfObject(url);
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    const call = { method, url, body };
    calls.push(call);
    return route(call, config) ?? { status: 404, data: { message: 'Nicht gefunden' } };
  });
  return calls;
}

const user: SessionUser = {
  id: 4,
  first_name: 'Lukas',
  last_name: 'Meier',
  email: 'lukas.meier@demo.test',
  company: 'Demo AG',
  role: 'user',
  permissions: [],
  features: {},
  username: 'demo.user',
  userType: 'staff',
  language: 'de',
};

/** A signed-in user, so that the wizard keeps its draft under a user. */
export function signIn(): void {
  setStoredUser({ ...user, token: 't' });
}

/** A 400 of the server with field errors. */
export const refused = (errors: Record<string, string>): MockReply => ({
  status: 400,
  data: { message: 'Bitte prüfen Sie Ihre Angaben.', messageKey: 'invalid_request', errors },
});
