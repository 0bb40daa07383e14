/**
 * The demo ads of a letting project: its first available apartments are published, with a title
 * and description in German, French, Italian and English, on Homegate, ImmoScout24 and Flatfox,
 * so that the public object list shows offers and the marketing list shows each state an ad can
 * be in on a portal: live, pending (published since the last transfer) and failed (Flatfox is set
 * to push over SFTP, but no password or key is stored for it). Homegate and ImmoScout24 fetch a
 * pull feed whose token is random (only its hash is kept; settings make a new address when asked).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdLanguage, AdState, Portal } from '../../../schema/marketing';
import { scoped } from '../../core/scope';
import { hashToken } from '../../modules/marketing/platforms';
import type { Database } from '../types';
import type { ProjectContact } from './definitions';
import type { SeedProject } from './context';

const dayFrom = (today: string, days: number, time = '08:00:00') => {
  const date = new Date(`${today}T${time}.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString();
};

/** The portals of the demo, as settings > rental platforms holds them. */
const PLATFORMS: ReadonlyArray<{ portal: Portal; transport: 'pull' | 'sftp'; senderId: string }> = [
  { portal: 'homegate', transport: 'pull', senderId: 'IMMODESK-HG' },
  { portal: 'immoscout', transport: 'pull', senderId: 'IMMODESK-IS24' },
  { portal: 'flatfox', transport: 'sftp', senderId: 'IMMODESK-FF' },
];

/** Each ad's state per portal, by the ad's place (the last ones were published since the last transfer). */
const STATES: ReadonlyArray<Partial<Record<Portal, AdState>>> = [
  { homegate: 'live', immoscout: 'live', flatfox: 'failed' },
  { homegate: 'live', flatfox: 'failed' },
  { homegate: 'live', immoscout: 'live' },
  { homegate: 'live' },
  { homegate: 'pending', immoscout: 'pending' },
  { homegate: 'pending', flatfox: 'pending' },
];
const FAILED_REASON = 'marketing_push_no_credentials';

/** What makes each apartment worth a visit, per language. */
const FEATURES: ReadonlyArray<Record<AdLanguage, [title: string, sentence: string]>> = [
  {
    de: ['mit Balkon gegen Westen', 'Der Balkon gegen Westen hat Abendsonne bis spät.'],
    fr: ['avec balcon à l’ouest', 'Le balcon orienté à l’ouest profite du soleil jusqu’au soir.'],
    it: ['con balcone a ovest', 'Il balcone esposto a ovest gode del sole fino a sera.'],
    en: ['with a west-facing balcony', 'The west-facing balcony gets the evening sun until late.'],
  },
  {
    de: ['mit offener Wohnküche', 'Die offene Wohnküche hat einen Steamer und eine Kochinsel.'],
    fr: ['avec cuisine ouverte', 'La cuisine ouverte est équipée d’un four vapeur et d’un îlot.'],
    it: ['con cucina abitabile aperta', 'La cucina aperta ha un forno a vapore e un’isola.'],
    en: ['with an open-plan kitchen', 'The open-plan kitchen has a steam oven and a cooking island.'],
  },
  {
    de: ['mit Reduit und Waschturm', 'Ein Reduit mit eigener Waschmaschine und Tumbler gehört dazu.'],
    fr: ['avec réduit et colonne de lavage', 'Un réduit avec lave-linge et sèche-linge privés est inclus.'],
    it: [
      'con ripostiglio e colonna lavatrice',
      'È incluso un ripostiglio con lavatrice e asciugatrice proprie.',
    ],
    en: ['with a utility room', 'A utility room with its own washing machine and dryer is included.'],
  },
  {
    de: ['mit Sitzplatz im Grünen', 'Der gedeckte Sitzplatz grenzt an die Gartenanlage.'],
    fr: ['avec terrasse dans la verdure', 'La terrasse couverte donne sur le jardin de la résidence.'],
    it: ['con terrazza nel verde', 'La terrazza coperta dà sul giardino della residenza.'],
    en: ['with a terrace by the garden', 'The covered terrace opens onto the residents’ garden.'],
  },
  {
    de: ['mit Fernsicht', 'Aus dem Wohnzimmer reicht der Blick bis zu den Alpen.'],
    fr: ['avec vue dégagée', 'Depuis le séjour, la vue porte jusqu’aux Alpes.'],
    it: ['con vista aperta', 'Dal soggiorno lo sguardo arriva fino alle Alpi.'],
    en: ['with a far view', 'From the living room the view reaches the Alps.'],
  },
  {
    de: ['mit zwei Nasszellen', 'Bad mit Wanne und separate Dusche mit WC.'],
    fr: ['avec deux salles d’eau', 'Salle de bains avec baignoire et douche séparée avec WC.'],
    it: ['con due bagni', 'Bagno con vasca e doccia separata con WC.'],
    en: ['with two bathrooms', 'A bathroom with a tub and a separate shower room with toilet.'],
  },
];

const roomsText = (rooms: number | null) => {
  if (rooms === null) return '';
  const whole = Math.floor(rooms);
  return rooms - whole === 0.5 ? `${whole}½` : String(rooms);
};

function textsOf(
  object: { rooms: number | null; area: number | null; city: string },
  feature: Record<AdLanguage, [string, string]>,
  projectTitle: string,
): Record<AdLanguage, { title: string; description: string }> {
  const rooms = roomsText(object.rooms);
  const area = object.area ?? 0;
  const place = object.city;
  return {
    de: {
      title: `${rooms}-Zimmer-Wohnung ${feature.de[0]}`,
      description:
        `<p>Neubau-Erstbezug im ${projectTitle.replace('Erstvermietung ', '')} in ${place}: ` +
        `${area} m² mit Parkett, Fussbodenheizung und grossen Fenstern.</p><p>${feature.de[1]}</p>`,
    },
    fr: {
      title: `Appartement de ${rooms} pièces ${feature.fr[0]}`,
      description:
        `<p>Première location dans une construction neuve à ${place} : ${area} m² avec parquet, ` +
        `chauffage au sol et grandes fenêtres.</p><p>${feature.fr[1]}</p>`,
    },
    it: {
      title: `Appartamento di ${rooms} locali ${feature.it[0]}`,
      description:
        `<p>Prima locazione in una nuova costruzione a ${place}: ${area} m² con parquet, ` +
        `riscaldamento a pavimento e grandi finestre.</p><p>${feature.it[1]}</p>`,
    },
    en: {
      title: `${rooms}-room apartment ${feature.en[0]}`,
      description:
        `<p>First letting in a new building in ${place}: ${area} m² with parquet floors, ` +
        `underfloor heating and large windows.</p><p>${feature.en[1]}</p>`,
    },
  };
}

/**
 * Publishes `count` of the project's available apartments (the first by id) with the portal
 * states above, and writes the portals' settings and their last transfer. Returns the ads made.
 */
export async function seedAds(
  db: Kysely<Database>,
  project: SeedProject,
  projectTitle: string,
  contact: ProjectContact,
  count: number,
  today: string,
): Promise<number> {
  if (count <= 0) return 0;
  const scope = scoped(db, project.id);
  const objects = await scope
    .selectFrom('objects')
    .select(['id', 'rooms', 'area', 'city'])
    .where('object_type', '=', 'apartments')
    .where('active', '=', 1)
    .where('progress_state', '=', 'available')
    .orderBy('id')
    .limit(count)
    .execute();
  if (objects.length === 0) return 0;

  const lastTransfer = dayFrom(today, -1, '06:00:00');
  await scope
    .insertInto(
      'marketing_platforms',
      PLATFORMS.map(({ portal, transport, senderId }) => ({
        portal,
        enabled: 1,
        format: 'swissrets',
        transport,
        sender_id: senderId,
        feed_token_hash: transport === 'pull' ? hashToken(randomBytes(24).toString('base64url')) : '',
        feed_created_at: transport === 'pull' ? dayFrom(today, -30) : null,
        host: transport === 'sftp' ? 'sftp.flatfox.example' : '',
        port: 0,
        path: transport === 'sftp' ? '/import' : '',
        username: transport === 'sftp' ? 'immodesk-demo' : '',
        updated_at: dayFrom(today, -30),
      })),
    )
    .execute();

  for (const [i, object] of objects.entries()) {
    const states = STATES[i % STATES.length]!;
    const portals = Object.keys(states) as Portal[];
    // the ads published since the last transfer are younger than it
    const published = Object.values(states).includes('pending')
      ? dayFrom(today, -1, `1${i % 10}:30:00`)
      : dayFrom(today, -(count - i) - 2);
    await scope
      .insertInto('marketing_ads', [
        {
          object_id: object.id,
          texts: JSON.stringify(textsOf(object, FEATURES[i % FEATURES.length]!, projectTitle)),
          image_ids: '[]',
          contact_name: contact.name,
          contact_email: contact.email,
          contact_phone: contact.phone,
          viewing_info: 'Besichtigungen nach Vereinbarung, dienstags und samstags.',
          portals: JSON.stringify(portals),
          published_at: published,
          created_at: published,
          updated_at: published,
        },
      ])
      .execute();
    await scope
      .insertInto(
        'marketing_ad_portals',
        portals.map((portal) => ({
          object_id: object.id,
          portal,
          state: states[portal]!,
          reason: states[portal] === 'failed' ? FAILED_REASON : '',
          updated_at: states[portal] === 'pending' ? published : lastTransfer,
        })),
      )
      .execute();
  }

  const sent = (portal: Portal) =>
    objects.filter((_, i) => STATES[i % STATES.length]![portal] === 'live').length;
  await scope
    .insertInto(
      'marketing_transfers',
      PLATFORMS.map(({ portal, transport }) => {
        const failed = portal === 'flatfox';
        return {
          portal,
          format: 'swissrets',
          transport,
          objects_sent: failed ? 0 : sent(portal),
          error: failed ? FAILED_REASON : '',
          created_at: lastTransfer,
        };
      }),
    )
    .execute();
  return objects.length;
}
