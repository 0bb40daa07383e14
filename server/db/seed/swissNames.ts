/**
 * Names for the demo data, mixed across German, French and Italian Switzerland.
 * The owners are invented: pension funds, real-estate companies, cooperatives and private owners.
 */
import type { Language } from './swiss';

export const FIRST_NAMES: Record<Language, readonly string[]> = {
  de: [
    'Lukas',
    'Noah',
    'Leon',
    'Simon',
    'Daniel',
    'Thomas',
    'Stefan',
    'Andreas',
    'Reto',
    'Urs',
    'Beat',
    'Martin',
    'Sandra',
    'Nicole',
    'Andrea',
    'Barbara',
    'Claudia',
    'Sarah',
    'Laura',
    'Lea',
    'Regula',
    'Franziska',
  ],
  fr: [
    'Jean',
    'Pierre',
    'Nicolas',
    'Olivier',
    'Julien',
    'Mathieu',
    'Sébastien',
    'Camille',
    'Chloé',
    'Léa',
    'Manon',
    'Sophie',
    'Isabelle',
    'Valérie',
  ],
  it: [
    'Luca',
    'Marco',
    'Matteo',
    'Alessandro',
    'Giovanni',
    'Davide',
    'Giulia',
    'Chiara',
    'Francesca',
    'Sara',
    'Elena',
    'Martina',
  ],
};

export const LAST_NAMES: Record<Language, readonly string[]> = {
  de: [
    'Müller',
    'Meier',
    'Schmid',
    'Keller',
    'Weber',
    'Huber',
    'Schneider',
    'Steiner',
    'Fischer',
    'Gerber',
    'Brunner',
    'Baumann',
    'Frei',
    'Zimmermann',
    'Moser',
    'Widmer',
    'Wyss',
    'Graf',
    'Suter',
    'Bachmann',
    'Kälin',
    'Studer',
    'Lüthi',
    'Bühler',
    'Egli',
  ],
  fr: [
    'Favre',
    'Rochat',
    'Bonvin',
    'Perrin',
    'Cuendet',
    'Dubois',
    'Chevalley',
    'Rey',
    'Dupuis',
    'Berset',
    'Bovet',
    'Jaquet',
    'Morand',
  ],
  it: [
    'Bernasconi',
    'Rossi',
    'Ferrari',
    'Bianchi',
    'Colombo',
    'Pedrazzini',
    'Galli',
    'Fontana',
    'Lurati',
    'Crivelli',
    'Soldati',
  ],
};

/** Institutional owners (pension funds, real-estate companies, cooperatives). */
export const INSTITUTIONAL_OWNERS: readonly string[] = [
  'Pensionskasse Limmattal',
  'Personalvorsorgestiftung Helvetia Bau',
  'Pensionskasse der Gemeinde Uster',
  'Aare Immobilien AG',
  'Limmat Wohnbau AG',
  'Seeland Immobilien AG',
  'Zentralschweizer Immobilien AG',
  'Wohnbaugenossenschaft Sonnenhalde',
  'Allgemeine Baugenossenschaft Eichacker',
  'Caisse de pension Léman',
  'Fondation de prévoyance Romandie',
  'Fondo Immobiliare Ticino SA',
  'Anlagestiftung Swiss Real Estate',
];

/** A private owner's name, e.g. "Erbengemeinschaft Keller" or "Ruth und Hans Meier". */
export function privateOwner(first: string, second: string, last: string, kind: number): string {
  switch (kind % 4) {
    case 0:
      return `Erbengemeinschaft ${last}`;
    case 1:
      return `${first} und ${second} ${last}`;
    case 2:
      return `Familie ${last}`;
    default:
      return `${first} ${last}`;
  }
}
