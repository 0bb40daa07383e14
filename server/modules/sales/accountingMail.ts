import type { Language } from '../../../schema/api/common';
import type { MailTexts } from '../../../schema/mailPlaceholders';
import { translate } from '../../core/i18n/index';

/**
 * The mail that asks a buyer to confirm the accounting details: a project's template of this title
 * (the demo data has one) is offered first in the mail dialog; without it the dialog starts from
 * these texts. Whatever the staff write, the mail carries the buyer's link (`{{accounting_link}}`).
 */
export const ACCOUNTING_TEMPLATE: { title: string; texts: MailTexts } = {
  title: 'Abrechnungsangaben bestätigen',
  texts: {
    de: {
      subject: 'Bitte bestätigen Sie Ihre Abrechnungsangaben – {{project_name}}',
      body: '<p>{{salutation}}</p><p>Vielen Dank für Ihre Reservation von {{object_title}} (Ref. {{object_ref}}). Bitte prüfen Sie Ihre Angaben für die Abrechnung und Zahlung und bestätigen oder korrigieren Sie sie über diesen Link: {{accounting_link}}</p><p>Fragen? Antworten Sie einfach auf diese Mail.</p>',
    },
    fr: {
      subject: 'Veuillez confirmer vos données de facturation – {{project_name}}',
      body: '<p>{{salutation}}</p><p>Merci pour votre réservation de {{object_title}} (réf. {{object_ref}}). Veuillez vérifier vos données de facturation et de paiement et les confirmer ou les corriger au moyen de ce lien : {{accounting_link}}</p><p>Des questions? Répondez simplement à cet e-mail.</p>',
    },
    it: {
      subject: 'Confermi i suoi dati di fatturazione – {{project_name}}',
      body: '<p>{{salutation}}</p><p>Grazie per la sua riservazione di {{object_title}} (rif. {{object_ref}}). Verifichi i suoi dati di fatturazione e di pagamento e li confermi o li corregga tramite questo link: {{accounting_link}}</p><p>Domande? Risponda semplicemente a questa e-mail.</p>',
    },
    en: {
      subject: 'Please confirm your accounting details – {{project_name}}',
      body: '<p>{{salutation}}</p><p>Thank you for reserving {{object_title}} (ref. {{object_ref}}). Please check your accounting and payment details and confirm or correct them through this link: {{accounting_link}}</p><p>Questions? Simply reply to this mail.</p>',
    },
  },
};

/** A mail's body with the buyer's link, also when the text sent was written without it. */
export function withAccountingLink(body: string, lang: Language): string {
  if (body.includes('accounting_link')) return body;
  return `${body}<p>${translate(lang, 'accounting_link_line', { link: '{{accounting_link}}' })}</p>`;
}
