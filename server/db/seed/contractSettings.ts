import type { Kysely } from 'kysely';
import { scoped } from '../../core/scope';
import type { Database } from '../types';
import type { SeedProject } from './context';
import { timestamp } from './context';

/**
 * The demo contract settings of a letting project: a rental agreement template in German and
 * French with the clauses it uses, and one deposit guarantee provider. Sale projects let nothing.
 */

const TEMPLATE_DE = [
  '<h2>Mietvertrag für Wohnräume</h2>',
  '<p><strong>Vermieterin:</strong> {{landlord_name}}<br><strong>Mieterschaft:</strong> {{tenant_names}}</p>',
  '<p><strong>Mietobjekt:</strong> {{object_title}}, {{object_address}}</p>',
  '<p><strong>Mietbeginn:</strong> {{start_date}}</p>',
  '<p><strong>Nettomiete:</strong> {{net_rent}} pro Monat<br><strong>Nebenkosten (Akonto):</strong> {{extra_costs}} pro Monat<br><strong>Total:</strong> {{total_rent}} pro Monat</p>',
  '<p><strong>Mietkaution:</strong> {{deposit}}</p>',
  '<p><strong>Kündigung:</strong> mit einer Frist von {{notice_period}} auf die folgenden Termine: {{termination_dates}}.</p>',
  '<p>Die Miete beruht auf einem Referenzzinssatz von {{reference_interest_rate}} und einem Landesindex der Konsumentenpreise von {{consumer_price_index}} Punkten.</p>',
].join('');

const TEMPLATE_FR = [
  '<h2>Bail à loyer pour locaux d’habitation</h2>',
  '<p><strong>Bailleresse :</strong> {{landlord_name}}<br><strong>Locataires :</strong> {{tenant_names}}</p>',
  '<p><strong>Objet loué :</strong> {{object_title}}, {{object_address}}</p>',
  '<p><strong>Début du bail :</strong> {{start_date}}</p>',
  '<p><strong>Loyer net :</strong> {{net_rent}} par mois<br><strong>Charges (acompte) :</strong> {{extra_costs}} par mois<br><strong>Total :</strong> {{total_rent}} par mois</p>',
  '<p><strong>Garantie de loyer :</strong> {{deposit}}</p>',
  '<p><strong>Résiliation :</strong> moyennant un préavis de {{notice_period}} pour les termes suivants : {{termination_dates}}.</p>',
  '<p>Le loyer se fonde sur un taux d’intérêt de référence de {{reference_interest_rate}} et sur un indice suisse des prix à la consommation de {{consumer_price_index}} points.</p>',
].join('');

export async function seedContractSettings(db: Kysely<Database>, project: SeedProject): Promise<void> {
  if (project.mode !== 'rent') return;
  const s = scoped(db, project.id);
  const at = timestamp(45);
  await s
    .insertInto('rental_agreement_settings', [
      {
        texts: JSON.stringify({ de: TEMPLATE_DE, fr: TEMPLATE_FR, it: '', en: '' }),
        clauses: JSON.stringify(['general_terms', 'house_rules', 'pets', 'laundry_schedule']),
        updated_at: at,
      },
    ])
    .execute();
  await s
    .insertInto('deposit_providers', [
      {
        name: 'Helvetia Mietkaution AG',
        contact: 'Kundendienst, +41 44 000 12 34',
        email: 'antraege@mietkaution.example.ch',
        created_at: at,
        updated_at: at,
      },
    ])
    .execute();
}
