import type { Kysely } from 'kysely';
import type { Language } from '../../../schema/api/common';
import type { MailTexts } from '../../../schema/mailPlaceholders';
import { scoped } from '../../core/scope';
import { FLOW_MAIL_KINDS, FLOW_TEMPLATES } from '../../modules/applicationFlow/mailTemplates';
import { ACCOUNTING_TEMPLATE } from '../../modules/sales/accountingMail';
import type { Database } from '../types';
import type { SeedProject } from './context';
import { timestamp } from './context';

/**
 * The demo project's mail signature and templates in four languages; a sale project also has the
 * request to confirm the accounting details.
 */

const SIGNATURE: Record<Language, string> = {
  de: '<p>Freundliche Grüsse</p><p><strong>{{sender_name}}</strong><br>Vermietungsteam {{project_name}}</p>',
  fr: '<p>Meilleures salutations</p><p><strong>{{sender_name}}</strong><br>Équipe de location {{project_name}}</p>',
  it: '<p>Cordiali saluti</p><p><strong>{{sender_name}}</strong><br>Team locazioni {{project_name}}</p>',
  en: '<p>Kind regards</p><p><strong>{{sender_name}}</strong><br>Letting team {{project_name}}</p>',
};

interface SeedTemplate {
  title: string;
  texts: MailTexts;
}

const TEMPLATES: readonly SeedTemplate[] = [
  {
    title: 'Besichtigungseinladung',
    texts: {
      de: {
        subject: 'Einladung zur Besichtigung: {{object_title}}',
        body: '<p>{{salutation}}</p><p>Vielen Dank für Ihre Bewerbung für {{object_title}} an der {{object_address}}. Gerne laden wir Sie zu einer Besichtigung ein.</p><p>Bitte nennen Sie uns zwei, drei Termine, die Ihnen passen; wir bestätigen Ihnen einen davon.</p>',
      },
      fr: {
        subject: 'Invitation à la visite : {{object_title}}',
        body: '<p>{{salutation}}</p><p>Merci pour votre candidature pour {{object_title}}, {{object_address}}. Nous avons le plaisir de vous inviter à une visite.</p><p>Merci de nous indiquer deux ou trois dates qui vous conviennent ; nous vous en confirmerons une.</p>',
      },
      it: {
        subject: 'Invito alla visita: {{object_title}}',
        body: '<p>{{salutation}}</p><p>La ringraziamo per la sua candidatura per {{object_title}}, {{object_address}}. Siamo lieti di invitarla a una visita.</p><p>Ci indichi due o tre date che le vanno bene; gliene confermeremo una.</p>',
      },
      en: {
        subject: 'Invitation to a viewing: {{object_title}}',
        body: '<p>{{salutation}}</p><p>Thank you for your application for {{object_title}}, {{object_address}}. We would like to invite you to a viewing.</p><p>Please name two or three dates that suit you; we will confirm one of them.</p>',
      },
    },
  },
  {
    title: 'Unterlagen nachreichen',
    texts: {
      de: {
        subject: 'Ihre Bewerbung für {{object_title}}: fehlende Unterlagen',
        body: '<p>{{salutation}}</p><p>Vielen Dank für Ihre Bewerbung für {{object_title}} (Ref. {{object_ref}}). Damit wir sie prüfen können, fehlen uns noch einige Unterlagen, zum Beispiel der aktuelle Betreibungsregisterauszug oder die letzten drei Lohnabrechnungen.</p><p>Sie können die Unterlagen direkt über Ihre Bewerbung hochladen: {{application_link}}</p>',
      },
      fr: {
        subject: 'Votre candidature pour {{object_title}} : documents manquants',
        body: '<p>{{salutation}}</p><p>Merci pour votre candidature pour {{object_title}} (réf. {{object_ref}}). Pour pouvoir l’examiner, il nous manque encore quelques documents, par exemple l’extrait du registre des poursuites récent ou le certificat de salaire.</p><p>Vous pouvez les télécharger directement via votre candidature: {{application_link}}</p>',
      },
      it: {
        subject: 'La sua candidatura per {{object_title}}: documenti mancanti',
        body: '<p>{{salutation}}</p><p>La ringraziamo per la sua candidatura per {{object_title}} (rif. {{object_ref}}). Per poterla esaminare ci mancano ancora alcuni documenti, ad esempio l’estratto del registro delle esecuzioni recente o il certificato di salario.</p><p>Può caricarli direttamente tramite la sua candidatura: {{application_link}}</p>',
      },
      en: {
        subject: 'Your application for {{object_title}}: missing documents',
        body: '<p>{{salutation}}</p><p>Thank you for your application for {{object_title}} (ref. {{object_ref}}). Before we can review it, we still need a few documents, for example a recent debt collection extract or your salary statement.</p><p>You can upload them directly through your application: {{application_link}}</p>',
      },
    },
  },
  // the offer, assignment and rejection mails the application flow sends
  ...FLOW_MAIL_KINDS.map((kind) => FLOW_TEMPLATES[kind]),
  // written from a viewing to its invited participants: their own booking link
  {
    title: 'Anmeldung zur Besichtigung',
    texts: {
      de: {
        subject: 'Besichtigung {{object_title}} am {{viewing_date}}',
        body: '<p>{{salutation}}</p><p>Wir laden Sie zur Besichtigung von {{object_title}} an der {{object_address}} ein, am {{viewing_date}}.</p><p>Bitte wählen Sie Ihr Zeitfenster oder sagen Sie ab: {{viewing_link}}</p>',
      },
      fr: {
        subject: 'Visite {{object_title}} le {{viewing_date}}',
        body: '<p>{{salutation}}</p><p>Nous vous invitons à la visite de {{object_title}}, {{object_address}}, le {{viewing_date}}.</p><p>Veuillez choisir votre créneau ou vous excuser : {{viewing_link}}</p>',
      },
      it: {
        subject: 'Visita {{object_title}} il {{viewing_date}}',
        body: '<p>{{salutation}}</p><p>La invitiamo alla visita di {{object_title}}, {{object_address}}, il {{viewing_date}}.</p><p>Scelga la sua fascia oraria o disdica: {{viewing_link}}</p>',
      },
      en: {
        subject: 'Viewing {{object_title}} on {{viewing_date}}',
        body: '<p>{{salutation}}</p><p>We invite you to view {{object_title}}, {{object_address}}, on {{viewing_date}}.</p><p>Please choose your time slot or decline: {{viewing_link}}</p>',
      },
    },
  },
];

export async function seedMailTemplates(
  db: Kysely<Database>,
  project: SeedProject,
  today: string,
): Promise<void> {
  void today;
  const s = scoped(db, project.id);
  const at = timestamp(60);
  await s.insertInto('mail_signatures', [{ texts: JSON.stringify(SIGNATURE), updated_at: at }]).execute();
  await s
    .insertInto(
      'mail_templates',
      [...TEMPLATES, ...(project.mode === 'sale' ? [ACCOUNTING_TEMPLATE] : [])].map((template) => ({
        title: template.title,
        texts: JSON.stringify(template.texts),
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

/** The templates of the application flow's mails (offer, assignment, rejection), for a new project. */
export async function seedFlowTemplates(db: Kysely<Database>, projectId: number, at: string): Promise<void> {
  await scoped(db, projectId)
    .insertInto(
      'mail_templates',
      FLOW_MAIL_KINDS.map((kind) => ({
        title: FLOW_TEMPLATES[kind].title,
        texts: JSON.stringify(FLOW_TEMPLATES[kind].texts),
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}
