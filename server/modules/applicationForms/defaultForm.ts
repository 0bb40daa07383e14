import {
  FIELD_TYPE_CODES,
  formDefinitionSchema,
  type FieldScope,
  type FieldTypeName,
  type FormDefinition,
  type FormDefinitionInput,
  type LocalizedText,
} from '../../../schema/applicationForm';

/**
 * The Swiss rental application form every project starts with (version 1): the household and
 * its wishes, the current landlord as reference, each adult with employer, income and documents,
 * each child. An admin changes it in settings > form settings; the change makes a new version.
 */

type Text = readonly [de: string, fr: string, it: string, en: string];

const text = ([de, fr, it, en]: Text): LocalizedText => ({ de, fr, it, en });

interface FieldSpec {
  key: string;
  type: FieldTypeName;
  label: Text;
  required?: boolean;
  help?: Text;
  choices?: ReadonlyArray<readonly [value: string, label: Text]>;
  min?: number;
  max?: number;
  /** asked only while another answer of the scope is one of `in` (or none of `notIn`) */
  showIf?: { key: string; in?: string[]; notIn?: string[] };
}

const field = (
  scope: FieldScope,
  spec: FieldSpec,
): FormDefinitionInput['sections'][number]['fields'][number] => ({
  key: spec.key,
  type: FIELD_TYPE_CODES[spec.type],
  label: text(spec.label),
  required: spec.required ?? false,
  ...(spec.help ? { help: text(spec.help) } : {}),
  ...(spec.choices ? { choices: spec.choices.map(([value, label]) => ({ value, label: text(label) })) } : {}),
  ...(spec.min !== undefined ? { min: spec.min } : {}),
  ...(spec.max !== undefined ? { max: spec.max } : {}),
  ...(spec.showIf ? { showIf: spec.showIf } : {}),
  scope,
});

const section = (key: string, title: Text, scope: FieldScope, fields: readonly FieldSpec[]) => ({
  key,
  title: text(title),
  fields: fields.map((spec) => field(scope, spec)),
});

const YES_NO: FieldSpec['choices'] = [
  ['yes', ['Ja', 'Oui', 'Sì', 'Yes']],
  ['no', ['Nein', 'Non', 'No', 'No']],
];

const HOUSEHOLD = section(
  'household',
  ['Haushalt', 'Ménage', 'Economia domestica', 'Household'],
  'household',
  [
    {
      key: 'move_in_date',
      type: 'date',
      label: [
        'Gewünschter Einzugstermin',
        "Date d'emménagement souhaitée",
        'Data di trasloco desiderata',
        'Desired move-in date',
      ],
      required: true,
    },
    {
      key: 'residents',
      type: 'residents_select',
      label: [
        'Anzahl Personen im Haushalt',
        'Nombre de personnes dans le ménage',
        'Numero di persone nel nucleo',
        'People in the household',
      ],
      required: true,
      min: 1,
      max: 12,
    },
    {
      key: 'other_objects',
      type: 'apartment_select',
      label: [
        'Weitere Wohnungen, die Sie interessieren',
        'Autres logements qui vous intéressent',
        'Altri appartamenti di suo interesse',
        'Other apartments you are interested in',
      ],
      help: [
        'In der Reihenfolge Ihrer Priorität.',
        'Dans l’ordre de votre priorité.',
        'Nell’ordine della sua priorità.',
        'In the order of your priority.',
      ],
    },
    {
      key: 'pets',
      type: 'boolean',
      label: ['Haustiere', 'Animaux domestiques', 'Animali domestici', 'Pets'],
    },
    {
      key: 'pets_description',
      showIf: { key: 'pets', in: ['true'] },
      type: 'text',
      label: ['Welche Haustiere?', 'Quels animaux ?', 'Quali animali?', 'Which pets?'],
      max: 200,
    },
    {
      key: 'instruments',
      type: 'radio',
      label: [
        'Spielen Sie ein Musikinstrument?',
        'Jouez-vous d’un instrument de musique ?',
        'Suona uno strumento musicale?',
        'Do you play a musical instrument?',
      ],
      required: true,
      choices: YES_NO,
    },
    {
      key: 'instruments_description',
      showIf: { key: 'instruments', in: ['yes'] },
      type: 'text',
      label: ['Welche Instrumente?', 'Quels instruments ?', 'Quali strumenti?', 'Which instruments?'],
      max: 200,
    },
    {
      key: 'parking',
      type: 'select',
      label: ['Parkplatzbedarf', 'Besoin de place de parc', 'Necessità di posteggio', 'Parking need'],
      required: true,
      choices: [
        ['none', ['Kein Parkplatz', 'Aucune place', 'Nessun posteggio', 'No parking space']],
        [
          'garage_1',
          [
            'Ein Einstellhallenplatz',
            'Une place en garage souterrain',
            'Un posteggio in autorimessa',
            'One garage space',
          ],
        ],
        [
          'garage_2',
          [
            'Zwei Einstellhallenplätze',
            'Deux places en garage souterrain',
            'Due posteggi in autorimessa',
            'Two garage spaces',
          ],
        ],
        ['outdoor', ['Aussenparkplatz', 'Place extérieure', 'Posteggio esterno', 'Outdoor space']],
        ['motorbike', ['Motorradparkplatz', 'Place pour moto', 'Posteggio per moto', 'Motorbike space']],
      ],
    },
    {
      key: 'smoker',
      type: 'boolean',
      label: [
        'Im Haushalt wird geraucht',
        'On fume dans le ménage',
        'Nel nucleo si fuma',
        'Someone in the household smokes',
      ],
    },
    {
      key: 'remarks',
      type: 'textarea',
      label: ['Bemerkungen', 'Remarques', 'Osservazioni', 'Remarks'],
      max: 2000,
    },
  ],
);

const REFERENCE = section(
  'current_landlord',
  [
    'Aktuelle Vermieterschaft (Referenz)',
    'Bailleur actuel (référence)',
    'Locatore attuale (referenza)',
    'Current landlord (reference)',
  ],
  'household',
  [
    {
      key: 'landlord_name',
      type: 'text',
      label: [
        'Name der Verwaltung oder Vermieterschaft',
        'Nom de la gérance ou du bailleur',
        'Nome dell’amministrazione o del locatore',
        'Name of the agency or landlord',
      ],
      required: true,
      max: 200,
    },
    {
      key: 'landlord_phone',
      type: 'phone',
      label: [
        'Telefon der Vermieterschaft',
        'Téléphone du bailleur',
        'Telefono del locatore',
        'Landlord’s phone',
      ],
      required: true,
    },
    {
      key: 'landlord_email',
      type: 'email',
      label: ['E-Mail der Vermieterschaft', 'E-mail du bailleur', 'E-mail del locatore', 'Landlord’s e-mail'],
    },
    {
      key: 'current_rent',
      type: 'integer',
      label: [
        'Aktueller Bruttomietzins pro Monat (CHF)',
        'Loyer brut actuel par mois (CHF)',
        'Pigione lorda attuale al mese (CHF)',
        'Current gross rent per month (CHF)',
      ],
      min: 0,
      max: 100000,
    },
    {
      key: 'tenant_since',
      type: 'date',
      label: ['Mieter seit', 'Locataire depuis', 'Inquilino dal', 'Tenant since'],
    },
    {
      key: 'moving_reason',
      type: 'textarea',
      label: [
        'Grund für den Wohnungswechsel',
        'Motif du déménagement',
        'Motivo del trasloco',
        'Reason for moving',
      ],
      max: 1000,
    },
  ],
);

const FINANCES = section(
  'finances',
  ['Betreibungen', 'Poursuites', 'Esecuzioni', 'Debt collection'],
  'household',
  [
    {
      key: 'debt_collection_entries',
      type: 'radio',
      label: [
        'Bestehen Betreibungen oder Verlustscheine?',
        'Existe-t-il des poursuites ou des actes de défaut de biens ?',
        'Esistono esecuzioni o attestati di carenza di beni?',
        'Are there debt collections or certificates of loss?',
      ],
      required: true,
      choices: YES_NO,
    },
    {
      key: 'debt_collection',
      type: 'file',
      label: [
        'Betreibungsregisterauszug',
        'Extrait du registre des poursuites',
        'Estratto del registro delle esecuzioni',
        'Debt-collection register extract',
      ],
      required: true,
      help: [
        'Nicht älter als drei Monate.',
        'Datant de moins de trois mois.',
        'Non più vecchio di tre mesi.',
        'Not older than three months.',
      ],
    },
  ],
);

const ADULTS = section(
  'adult',
  ['Erwachsene Person', 'Personne adulte', 'Persona adulta', 'Adult'],
  'adult',
  [
    {
      key: 'salutation',
      type: 'radio',
      label: ['Anrede', 'Civilité', 'Appellativo', 'Salutation'],
      choices: [
        ['female', ['Frau', 'Madame', 'Signora', 'Ms']],
        ['male', ['Herr', 'Monsieur', 'Signore', 'Mr']],
        ['none', ['Keine Angabe', 'Sans indication', 'Nessuna indicazione', 'Not given']],
      ],
    },
    {
      key: 'first_name',
      type: 'text',
      label: ['Vorname', 'Prénom', 'Nome', 'First name'],
      required: true,
      max: 100,
    },
    {
      key: 'last_name',
      type: 'text',
      label: ['Nachname', 'Nom', 'Cognome', 'Last name'],
      required: true,
      max: 100,
    },
    {
      key: 'birth_date',
      type: 'date',
      label: ['Geburtsdatum', 'Date de naissance', 'Data di nascita', 'Date of birth'],
      required: true,
    },
    {
      key: 'nationality',
      type: 'country_select',
      label: ['Nationalität', 'Nationalité', 'Nazionalità', 'Nationality'],
      required: true,
    },
    {
      key: 'residence_permit',
      showIf: { key: 'nationality', notIn: ['CH'] },
      type: 'select',
      label: [
        'Aufenthaltsbewilligung',
        'Autorisation de séjour',
        'Permesso di soggiorno',
        'Residence permit',
      ],
      help: [
        'Nur für ausländische Staatsangehörige.',
        'Uniquement pour les ressortissants étrangers.',
        'Solo per cittadini stranieri.',
        'Foreign nationals only.',
      ],
      choices: [
        ['B', ['Ausweis B', 'Permis B', 'Permesso B', 'Permit B']],
        ['C', ['Ausweis C', 'Permis C', 'Permesso C', 'Permit C']],
        ['L', ['Ausweis L', 'Permis L', 'Permesso L', 'Permit L']],
        ['G', ['Ausweis G', 'Permis G', 'Permesso G', 'Permit G']],
        ['other', ['Andere', 'Autre', 'Altro', 'Other']],
      ],
    },
    { key: 'email', type: 'email', label: ['E-Mail', 'E-mail', 'E-mail', 'E-mail'], required: true },
    { key: 'phone', type: 'phone', label: ['Telefon', 'Téléphone', 'Telefono', 'Phone'], required: true },
    {
      key: 'employment',
      type: 'select',
      label: ['Erwerbssituation', 'Situation professionnelle', 'Situazione professionale', 'Employment'],
      required: true,
      choices: [
        ['employed', ['Angestellt', 'Salarié', 'Dipendente', 'Employed']],
        ['self_employed', ['Selbstständig', 'Indépendant', 'Indipendente', 'Self-employed']],
        ['retired', ['Pensioniert', 'Retraité', 'Pensionato', 'Retired']],
        ['in_training', ['In Ausbildung', 'En formation', 'In formazione', 'In training']],
        ['other', ['Andere', 'Autre', 'Altro', 'Other']],
      ],
    },
    {
      key: 'profession',
      type: 'text',
      label: ['Beruf', 'Profession', 'Professione', 'Profession'],
      max: 100,
    },
    {
      key: 'employer',
      showIf: { key: 'employment', in: ['employed'] },
      type: 'text',
      label: ['Arbeitgeber', 'Employeur', 'Datore di lavoro', 'Employer'],
      max: 200,
    },
    {
      key: 'employer_phone',
      showIf: { key: 'employment', in: ['employed'] },
      type: 'phone',
      label: [
        'Telefon des Arbeitgebers',
        'Téléphone de l’employeur',
        'Telefono del datore di lavoro',
        'Employer’s phone',
      ],
    },
    {
      key: 'employed_since',
      showIf: { key: 'employment', in: ['employed'] },
      type: 'date',
      label: ['Angestellt seit', 'Employé depuis', 'Impiegato dal', 'Employed since'],
    },
    {
      key: 'income',
      type: 'integer',
      label: [
        'Bruttojahreseinkommen (CHF)',
        'Revenu annuel brut (CHF)',
        'Reddito annuo lordo (CHF)',
        'Gross yearly income (CHF)',
      ],
      required: true,
      min: 0,
      max: 10000000,
    },
    {
      key: 'id',
      type: 'file',
      label: [
        'Ausweis oder Pass',
        "Pièce d'identité ou passeport",
        'Carta d’identità o passaporto',
        'ID card or passport',
      ],
      required: true,
    },
    {
      key: 'salary_slip',
      type: 'file',
      label: [
        'Die letzten drei Lohnabrechnungen',
        'Les trois dernières fiches de salaire',
        'Le ultime tre buste paga',
        'The last three salary slips',
      ],
      required: true,
    },
  ],
);

const CHILDREN = section('child', ['Kind', 'Enfant', 'Bambino', 'Child'], 'child', [
  {
    key: 'first_name',
    type: 'text',
    label: ['Vorname', 'Prénom', 'Nome', 'First name'],
    required: true,
    max: 100,
  },
  {
    key: 'last_name',
    type: 'text',
    label: ['Nachname', 'Nom', 'Cognome', 'Last name'],
    required: true,
    max: 100,
  },
  {
    key: 'birth_date',
    type: 'date',
    label: ['Geburtsdatum', 'Date de naissance', 'Data di nascita', 'Date of birth'],
    required: true,
  },
]);

const CONSENT = section('consent', ['Bestätigung', 'Confirmation', 'Conferma', 'Confirmation'], 'household', [
  {
    key: 'consent_info',
    type: 'html',
    label: ['Datenschutz', 'Protection des données', 'Protezione dei dati', 'Privacy'],
    help: [
      '<p>Ihre Angaben werden nur für die Vermietung verwendet und nach Abschluss gelöscht.</p>',
      '<p>Vos données ne servent qu’à la location et sont effacées à la fin de celle-ci.</p>',
      '<p>I suoi dati sono usati solo per la locazione e cancellati alla sua conclusione.</p>',
      '<p>Your details are used only for the letting and deleted when it is concluded.</p>',
    ],
  },
  {
    key: 'consent',
    type: 'boolean',
    label: [
      'Ich bestätige, dass alle Angaben vollständig und wahr sind, und erlaube das Einholen von Referenzen.',
      'Je confirme que toutes les indications sont complètes et véridiques et j’autorise la prise de références.',
      'Confermo che tutte le indicazioni sono complete e veritiere e autorizzo la richiesta di referenze.',
      'I confirm that all details are complete and true, and allow references to be taken.',
    ],
    required: true,
  },
]);

/**
 * The file fields' keys are the document categories the points rules count
 * (REQUIRED_DOCUMENT_CATEGORIES of schema/applicationPoints.ts: id, salary_slip, debt_collection),
 * and `debt_collection_entries` is the answer they read (DEBT_COLLECTION_ANSWER_KEY).
 */
/** The shipped form as the builder stores it (checked by the definition schema). */
export const DEFAULT_FORM_DEFINITION: FormDefinition = formDefinitionSchema.parse({
  sections: [HOUSEHOLD, REFERENCE, FINANCES, ADULTS, CHILDREN, CONSENT],
} satisfies FormDefinitionInput);
