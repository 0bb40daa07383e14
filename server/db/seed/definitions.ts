/** What the demo contains: two organisations, their projects, users, buildings and object counts. */
import { ROLES, type Role } from '../../../schema/permissions';
import type { Insertable } from 'kysely';
import type { ProjectTable } from '../types';
import type { MarketMode } from './context';
import type { BuildingSpec } from './buildings';
import type { ObjectKind } from './objectBase';

export const DEMO_ROLE_LIST = ROLES;

export type DemoRole = Role;

export interface ProjectDef {
  slug: string;
  title: string;
  type: string;
  brandColor: string;
  mode: MarketMode;
  /** Cities for objects without a building (plots). */
  cities: readonly string[];
  buildings: readonly BuildingSpec[];
  objects: Partial<Record<ObjectKind, number>>;
  /** demo applications, and how many of the first of them carry documents */
  applications?: { count: number; withDocuments: number };
  /** how many of its available apartments are published on the portals and the public object list */
  ads?: number;
  featureOverrides?: Record<string, boolean>;
  /** who flyers and business cards name */
  contact: ProjectContact;
}

/** A project's contact as flyers print it; the phone in international form, the address one line per row. */
export interface ProjectContact {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export interface UserDef {
  role: DemoRole;
  firstName: string;
  lastName: string;
}

export interface OrganisationDef {
  name: string;
  /** Usernames are `<userPrefix>.<role>`, e-mails `<username>@<emailDomain>`. */
  userPrefix: string;
  emailDomain: string;
  users: readonly UserDef[];
  projects: readonly ProjectDef[];
}

export const ALLOWED_FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'docx', 'xlsx'];
export const ALLOWED_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

export const DEFAULT_FEATURES: Record<string, boolean> = {
  homepage: true,
  applications: true,
  object: true,
  tenants: true,
  reporting: true,
  budget: true,
  shared: true,
  interested: true,
  waitlist: true,
  viewing: true,
  digitalcontract: false,
  analytics: true,
};

const OLD: BuildingSpec['years'] = [1950, 2024];

const building = (
  city: string,
  years: BuildingSpec['years'],
  floors: BuildingSpec['floors'],
  active = true,
) => ({
  city,
  years,
  floors,
  active,
});

export const DEMO_ORGANISATION: OrganisationDef = {
  name: 'Immodesk Demo AG',
  userPrefix: 'demo',
  emailDomain: 'immodesk.demo',
  users: [
    { role: 'superadmin', firstName: 'Sandra', lastName: 'Keller' },
    { role: 'admin', firstName: 'Marco', lastName: 'Bernasconi' },
    { role: 'superuser', firstName: 'Nicole', lastName: 'Favre' },
    { role: 'user', firstName: 'Lukas', lastName: 'Meier' },
    { role: 'assistant', firstName: 'Chloé', lastName: 'Rochat' },
    { role: 'marketer', firstName: 'Reto', lastName: 'Brunner' },
    { role: 'contract', firstName: 'Giulia', lastName: 'Pedrazzini' },
    { role: 'analyst', firstName: 'Thomas', lastName: 'Widmer' },
  ],
  projects: [
    {
      slug: 'rent',
      title: 'Wiedervermietung Zürich',
      type: 'rent',
      brandColor: '#1f6f8b',
      mode: 'rent',
      cities: ['Zürich', 'Winterthur', 'Uster', 'Horgen', 'Baden', 'Zug', 'Aarau', 'Schaffhausen'],
      buildings: [
        building('Zürich', OLD, [2, 12]),
        building('Zürich', OLD, [2, 12]),
        building('Zürich', OLD, [2, 12]),
        building('Winterthur', OLD, [2, 12]),
        building('Uster', OLD, [2, 8]),
        building('Horgen', OLD, [2, 6]),
        building('Baden', OLD, [2, 8], false),
        building('Zug', OLD, [2, 12]),
        building('Bern', OLD, [2, 8]),
        building('Lausanne', OLD, [2, 12], false),
      ],
      objects: { apartments: 240, parkingspace: 50, other: 20, craft: 20, plot: 10 },
      applications: { count: 620, withDocuments: 50 },
      contact: {
        name: 'Nicole Favre',
        email: 'vermietung@immodesk.demo',
        phone: '+41445001230',
        address: 'Immodesk Demo AG\nBahnhofstrasse 12\n8001 Zürich',
      },
    },
    {
      slug: 'erstvermietung',
      title: 'Erstvermietung Wohnpark Eichacker',
      type: 'first-time-letting',
      brandColor: '#2e8b57',
      mode: 'rent',
      cities: ['Winterthur'],
      buildings: [
        building('Winterthur', [2025, 2026], [4, 7]),
        building('Winterthur', [2025, 2026], [4, 7]),
        building('Uster', [2025, 2026], [3, 5]),
      ],
      objects: { apartments: 30, parkingspace: 10 },
      applications: { count: 40, withDocuments: 6 },
      // the demo's public object list (erstvermietung.<host>/public-object-list) and its portal states
      ads: 6,
      contact: {
        name: 'Reto Brunner',
        email: 'eichacker@immodesk.demo',
        phone: '+41525001240',
        address: 'Immodesk Demo AG\nTechnikumstrasse 38\n8400 Winterthur',
      },
      // a first letting: every agreement is signed digitally (the demo of the V2 signing)
      featureOverrides: { digitalcontract: true },
    },
    {
      slug: 'verkauf',
      title: 'Verkauf Residenz Seeblick',
      type: 'sale',
      brandColor: '#b5651d',
      mode: 'sale',
      cities: ['Horgen'],
      buildings: [
        building('Horgen', [2024, 2026], [3, 5]),
        building('Zug', [2024, 2026], [3, 6]),
        building('Luzern', [2024, 2026], [3, 5]),
      ],
      objects: { apartments: 40 },
      applications: { count: 24, withDocuments: 5 },
      contact: {
        name: 'Marco Bernasconi',
        email: 'verkauf@immodesk.demo',
        phone: '+41447001250',
        address: 'Immodesk Demo AG\nSeestrasse 91\n8810 Horgen',
      },
    },
    {
      slug: 'investoren',
      title: 'Investorenprojekt Areal Baden Nord',
      type: 'saleb2b',
      brandColor: '#4b3f72',
      mode: 'sale',
      cities: ['Baden'],
      buildings: [building('Baden', [1965, 1985], [3, 6]), building('Baden', [1970, 1990], [2, 4])],
      objects: {},
      contact: {
        name: 'Sandra Keller',
        email: 'investoren@immodesk.demo',
        phone: '+41565001260',
        address: 'Immodesk Demo AG\nBadstrasse 5\n5400 Baden',
      },
    },
    {
      slug: 'bauprojekt',
      title: 'Bauprojekt Überbauung Sonnenhalde',
      type: 'build',
      brandColor: '#c0392b',
      mode: 'rent',
      cities: ['Aarau'],
      buildings: [building('Aarau', [2027, 2028], [4, 6]), building('Aarau', [2027, 2028], [4, 6])],
      objects: { apartments: 12 },
      applications: { count: 16, withDocuments: 4 },
      contact: {
        name: 'Lukas Meier',
        email: 'sonnenhalde@immodesk.demo',
        phone: '+41625001270',
        address: 'Immodesk Demo AG\nBahnhofstrasse 41\n5000 Aarau',
      },
      featureOverrides: { waitlist: false },
    },
  ],
};

export const BETA_ORGANISATION: OrganisationDef = {
  name: 'Beta Verwaltung GmbH',
  userPrefix: 'beta',
  emailDomain: 'beta.demo',
  users: [
    { role: 'superadmin', firstName: 'Urs', lastName: 'Gerber' },
    { role: 'admin', firstName: 'Claudia', lastName: 'Studer' },
    { role: 'superuser', firstName: 'Beat', lastName: 'Lüthi' },
    { role: 'user', firstName: 'Sarah', lastName: 'Moser' },
    { role: 'assistant', firstName: 'Julien', lastName: 'Perrin' },
    { role: 'marketer', firstName: 'Franziska', lastName: 'Bühler' },
    { role: 'contract', firstName: 'Matteo', lastName: 'Galli' },
    { role: 'analyst', firstName: 'Regula', lastName: 'Egli' },
  ],
  projects: [
    {
      slug: 'beta',
      title: 'Wiedervermietung Bern',
      type: 'rent',
      brandColor: '#0f766e',
      mode: 'rent',
      cities: ['Bern', 'Thun', 'Biel/Bienne'],
      buildings: [
        building('Bern', [1950, 2020], [3, 8]),
        building('Thun', [1950, 2020], [3, 6]),
        building('Biel/Bienne', [1950, 2020], [3, 8]),
      ],
      objects: { apartments: 40, parkingspace: 10 },
      applications: { count: 30, withDocuments: 5 },
      contact: {
        name: 'Claudia Studer',
        email: 'vermietung@beta.demo',
        phone: '+41315001280',
        address: 'Beta Verwaltung GmbH\nSpitalgasse 28\n3011 Bern',
      },
    },
  ],
};

/** A project row with the settings every new project starts with. */
export function newProjectRow(
  p: { organisationId: number; slug: string; title: string; type: string; brandColor: string },
  createdAt: string,
  featureOverrides: Record<string, boolean> = {},
  contact?: ProjectContact,
): Insertable<ProjectTable> {
  return {
    organisation_id: p.organisationId,
    slug: p.slug,
    title: p.title,
    type: p.type,
    brand_color: p.brandColor,
    currency: 'CHF',
    currency_order: 'before',
    language: 'de',
    allowed_file_types: JSON.stringify(ALLOWED_FILE_TYPES),
    allowed_image_types: JSON.stringify(ALLOWED_IMAGE_TYPES),
    max_file_size_mb: 20,
    max_num_object_images: 20,
    features: JSON.stringify({ ...DEFAULT_FEATURES, ...featureOverrides }),
    created_at: createdAt,
    ...(contact
      ? {
          contact_name: contact.name,
          contact_email: contact.email,
          contact_phone: contact.phone,
          contact_address: contact.address,
        }
      : {}),
  };
}
