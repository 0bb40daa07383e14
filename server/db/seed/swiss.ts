/**
 * Swiss places for the demo data: real cities, their real postal codes and streets that exist
 * there. Swiss spelling ("ss", never "ß"). Names of people and owners are in swissNames.ts.
 */
export type Language = 'de' | 'fr' | 'it';

/** A postal code followed by streets of that postal area. */
export type District = readonly [postalCode: string, ...streets: string[]];

export interface SwissCity {
  city: string;
  canton: string;
  language: Language;
  /** Typical net rent in CHF per m² and month, for plausible prices. */
  rentPerSqm: number;
  districts: readonly District[];
}

export const CITIES: readonly SwissCity[] = [
  {
    city: 'Zürich',
    canton: 'ZH',
    language: 'de',
    rentPerSqm: 31,
    districts: [
      ['8001', 'Bahnhofstrasse', 'Rennweg', 'Limmatquai', 'Talstrasse'],
      ['8002', 'Seestrasse', 'Bederstrasse', 'Tödistrasse', 'General-Wille-Strasse'],
      ['8004', 'Badenerstrasse', 'Langstrasse', 'Stauffacherstrasse', 'Zypressenstrasse'],
      ['8005', 'Limmatstrasse', 'Hardstrasse', 'Josefstrasse', 'Heinrichstrasse'],
      ['8008', 'Seefeldstrasse', 'Dufourstrasse', 'Kreuzstrasse', 'Feldeggstrasse'],
      ['8037', 'Rötelstrasse', 'Nordstrasse', 'Wasserwerkstrasse', 'Hönggerstrasse'],
      ['8050', 'Schaffhauserstrasse', 'Franklinstrasse', 'Friesstrasse', 'Edisonstrasse'],
    ],
  },
  {
    city: 'Bern',
    canton: 'BE',
    language: 'de',
    rentPerSqm: 22,
    districts: [
      ['3011', 'Kramgasse', 'Marktgasse', 'Spitalgasse', 'Gerechtigkeitsgasse'],
      ['3012', 'Länggassstrasse', 'Hallerstrasse', 'Mittelstrasse', 'Neubrückstrasse'],
      ['3013', 'Lorrainestrasse', 'Moserstrasse', 'Breitenrainstrasse', 'Scheibenstrasse'],
    ],
  },
  {
    city: 'Basel',
    canton: 'BS',
    language: 'de',
    rentPerSqm: 24,
    districts: [
      ['4051', 'Freie Strasse', 'Steinenvorstadt', 'Spalenberg', 'Gerbergasse'],
      ['4056', 'St. Johanns-Vorstadt', 'Elsässerstrasse', 'Mülhauserstrasse', 'Kannenfeldstrasse'],
      ['4057', 'Klybeckstrasse', 'Feldbergstrasse', 'Hammerstrasse', 'Amerbachstrasse'],
    ],
  },
  {
    city: 'Luzern',
    canton: 'LU',
    language: 'de',
    rentPerSqm: 24,
    districts: [
      ['6003', 'Pilatusstrasse', 'Hirschmattstrasse', 'Bundesstrasse', 'Zentralstrasse'],
      ['6004', 'Hertensteinstrasse', 'Weggisgasse', 'Löwenstrasse', 'Museggstrasse'],
      ['6006', 'Haldenstrasse', 'Adligenswilerstrasse', 'Alpenquai'],
    ],
  },
  {
    city: 'Winterthur',
    canton: 'ZH',
    language: 'de',
    rentPerSqm: 22,
    districts: [
      ['8400', 'Marktgasse', 'Stadthausstrasse', 'Technikumstrasse', 'Zürcherstrasse'],
      ['8408', 'Wülflingerstrasse', 'Riedhofstrasse', 'Bahnhofstrasse'],
    ],
  },
  {
    city: 'St. Gallen',
    canton: 'SG',
    language: 'de',
    rentPerSqm: 18,
    districts: [['9000', 'Rorschacher Strasse', 'Multergasse', 'Vadianstrasse', 'Rosenbergstrasse']],
  },
  {
    city: 'Lausanne',
    canton: 'VD',
    language: 'fr',
    rentPerSqm: 27,
    districts: [
      ['1003', 'Rue de Bourg', 'Rue du Petit-Chêne', 'Avenue du Théâtre', 'Rue Centrale'],
      ['1004', 'Avenue de France', 'Rue de la Pontaise', 'Avenue de Beaulieu', 'Rue de Genève'],
      ['1006', "Avenue d'Ouchy", 'Avenue de Cour', 'Avenue de Rhodanie'],
    ],
  },
  {
    city: 'Genève',
    canton: 'GE',
    language: 'fr',
    rentPerSqm: 31,
    districts: [
      ['1201', 'Rue de Lausanne', 'Rue des Pâquis', 'Rue de Berne', 'Rue de Monthoux'],
      ['1205', 'Boulevard Carl-Vogt', 'Rue de Carouge', "Boulevard du Pont-d'Arve", 'Rue Dancet'],
      ['1207', 'Rue des Eaux-Vives', 'Route de Frontenex', 'Rue du Lac'],
    ],
  },
  {
    city: 'Lugano',
    canton: 'TI',
    language: 'it',
    rentPerSqm: 22,
    districts: [
      ['6900', 'Via Nassa', 'Via Pessina', 'Corso Pestalozzi', 'Via Cattedrale', 'Viale Cassarate'],
    ],
  },
  {
    city: 'Biel/Bienne',
    canton: 'BE',
    language: 'de',
    rentPerSqm: 17,
    districts: [['2502', 'Zentralstrasse', 'Nidaugasse', 'Bahnhofstrasse', 'Dufourstrasse']],
  },
  {
    city: 'Thun',
    canton: 'BE',
    language: 'de',
    rentPerSqm: 19,
    districts: [['3600', 'Bälliz', 'Hauptgasse', 'Frutigenstrasse', 'Bernstrasse', 'Hofstettenstrasse']],
  },
  {
    city: 'Zug',
    canton: 'ZG',
    language: 'de',
    rentPerSqm: 32,
    districts: [
      ['6300', 'Baarerstrasse', 'Alpenstrasse', 'Chamerstrasse', 'Zugerbergstrasse', 'Artherstrasse'],
    ],
  },
  {
    city: 'Aarau',
    canton: 'AG',
    language: 'de',
    rentPerSqm: 20,
    districts: [['5000', 'Bahnhofstrasse', 'Laurenzenvorstadt', 'Rathausgasse', 'Entfelderstrasse']],
  },
  {
    city: 'Chur',
    canton: 'GR',
    language: 'de',
    rentPerSqm: 19,
    districts: [['7000', 'Poststrasse', 'Bahnhofstrasse', 'Masanserstrasse', 'Ringstrasse', 'Grabenstrasse']],
  },
  {
    city: 'Fribourg',
    canton: 'FR',
    language: 'fr',
    rentPerSqm: 19,
    districts: [['1700', 'Rue de Romont', 'Boulevard de Pérolles', 'Rue de Lausanne', 'Avenue de la Gare']],
  },
  {
    city: 'Neuchâtel',
    canton: 'NE',
    language: 'fr',
    rentPerSqm: 18,
    districts: [['2000', 'Rue du Seyon', 'Avenue du 1er-Mars', 'Rue des Parcs', "Faubourg de l'Hôpital"]],
  },
  {
    city: 'Schaffhausen',
    canton: 'SH',
    language: 'de',
    rentPerSqm: 17,
    districts: [['8200', 'Vordergasse', 'Vorstadt', 'Bahnhofstrasse', 'Mühlentalstrasse', 'Hochstrasse']],
  },
  {
    city: 'Baden',
    canton: 'AG',
    language: 'de',
    rentPerSqm: 23,
    districts: [['5400', 'Badstrasse', 'Weite Gasse', 'Mellingerstrasse', 'Bruggerstrasse', 'Parkstrasse']],
  },
  {
    city: 'Uster',
    canton: 'ZH',
    language: 'de',
    rentPerSqm: 24,
    districts: [
      ['8610', 'Bankstrasse', 'Zürichstrasse', 'Winterthurerstrasse', 'Seestrasse', 'Gerbestrasse'],
    ],
  },
  {
    city: 'Olten',
    canton: 'SO',
    language: 'de',
    rentPerSqm: 17,
    districts: [['4600', 'Hauptgasse', 'Baslerstrasse', 'Aarburgerstrasse', 'Solothurnerstrasse']],
  },
  {
    city: 'Solothurn',
    canton: 'SO',
    language: 'de',
    rentPerSqm: 18,
    districts: [['4500', 'Hauptgasse', 'Gurzelngasse', 'Bielstrasse', 'Baselstrasse', 'Werkhofstrasse']],
  },
  {
    city: 'Sion',
    canton: 'VS',
    language: 'fr',
    rentPerSqm: 18,
    districts: [['1950', 'Rue du Grand-Pont', 'Avenue de la Gare', 'Avenue de Tourbillon', 'Rue du Rhône']],
  },
  {
    city: 'Bellinzona',
    canton: 'TI',
    language: 'it',
    rentPerSqm: 17,
    districts: [['6500', 'Viale Stazione', 'Via Lugano', 'Via San Gottardo', 'Viale Portone']],
  },
  {
    city: 'Locarno',
    canton: 'TI',
    language: 'it',
    rentPerSqm: 19,
    districts: [['6600', 'Via Ramogna', 'Via Cittadella', 'Via Luini', 'Via Borghese']],
  },
  {
    city: 'Horgen',
    canton: 'ZH',
    language: 'de',
    rentPerSqm: 27,
    districts: [['8810', 'Seestrasse', 'Zugerstrasse', 'Bahnhofstrasse', 'Einsiedlerstrasse']],
  },
  {
    city: 'Kreuzlingen',
    canton: 'TG',
    language: 'de',
    rentPerSqm: 17,
    districts: [['8280', 'Hauptstrasse', 'Bahnhofstrasse', 'Konstanzerstrasse', 'Sonnenstrasse']],
  },
  {
    city: 'Montreux',
    canton: 'VD',
    language: 'fr',
    rentPerSqm: 24,
    districts: [['1820', 'Avenue du Casino', 'Grand-Rue', 'Avenue des Alpes', 'Rue de la Paix']],
  },
];

const BY_NAME = new Map(CITIES.map((c) => [c.city, c]));

export function cityByName(name: string): SwissCity {
  const city = BY_NAME.get(name);
  if (!city) throw new Error(`unknown demo city ${name}`);
  return city;
}

/** Building names by language region, combined with a prefix such as "Wohnüberbauung". */
export const BUILDING_NAMES: Record<Language, { prefixes: readonly string[]; names: readonly string[] }> = {
  de: {
    prefixes: ['Wohnüberbauung', 'Wohnhaus', 'Siedlung', 'Überbauung', 'Mehrfamilienhaus', 'Wohnpark'],
    names: [
      'Seefeld',
      'Lindenhof',
      'Sonnenberg',
      'Eichacker',
      'Rosengarten',
      'Birkenhof',
      'Bachmatt',
      'Weinberg',
      'Mattenhof',
      'Obstgarten',
      'Seeblick',
      'Sonnenhalde',
      'Buchenrain',
      'Talacker',
    ],
  },
  fr: {
    prefixes: ['Résidence', 'Immeuble', 'Les Jardins de'],
    names: ['Beau-Site', 'Les Tilleuls', 'Bellevue', 'Mon-Repos', 'Les Cèdres', 'Florimont', 'Champ-Rond'],
  },
  it: {
    prefixes: ['Residenza', 'Palazzo', 'Condominio'],
    names: ['Al Lago', 'Ceresio', 'Belvedere', 'Le Betulle', 'San Rocco', 'Paradiso', 'Al Parco'],
  },
};
