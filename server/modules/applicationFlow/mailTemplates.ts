import type { MailTexts } from '../../../schema/mailPlaceholders';

/**
 * The mails the application flow sends to the household: an offer, an assignment and a
 * rejection (deactivation). Each project has a template of each (title below, subject and body per
 * language); the demo data and a new project get these texts, and a project whose template was
 * deleted or renamed gets them as they are here. The offer names the object, the deadline and how
 * to answer: through its link (`{{offer_link}}`, the offer form), or by replying to the mail, which
 * lands in the application's conversation.
 */

export const FLOW_MAIL_KINDS = ['offer', 'assignment', 'rejection'] as const;
export type FlowMailKind = (typeof FLOW_MAIL_KINDS)[number];

export interface FlowTemplate {
  title: string;
  texts: MailTexts;
}

export const FLOW_TEMPLATES: Readonly<Record<FlowMailKind, FlowTemplate>> = {
  offer: {
    title: 'Angebot',
    texts: {
      de: {
        subject: 'Angebot: {{object_title}}',
        body: '<p>{{salutation}}</p><p>Wir freuen uns, Ihnen {{object_title}} an der {{object_address}} (Ref. {{object_ref}}, {{object_rent}}) anzubieten.</p><p>Bitte teilen Sie uns bis spätestens <strong>{{offer_expires_on}}</strong> mit, ob Sie das Angebot annehmen: Antworten Sie einfach auf diese Mail mit «Ja, ich nehme an» oder «Nein, danke». Ohne Antwort bis zu diesem Tag verfällt das Angebot.</p><p>Am einfachsten antworten Sie direkt über diesen Link: {{offer_link}}</p>',
      },
      fr: {
        subject: 'Offre : {{object_title}}',
        body: '<p>{{salutation}}</p><p>Nous avons le plaisir de vous proposer {{object_title}}, {{object_address}} (réf. {{object_ref}}, {{object_rent}}).</p><p>Merci de nous indiquer au plus tard le <strong>{{offer_expires_on}}</strong> si vous acceptez l’offre : répondez simplement à cet e-mail par «Oui, j’accepte» ou «Non, merci». Sans réponse à cette date, l’offre expire.</p><p>Le plus simple est de répondre directement par ce lien : {{offer_link}}</p>',
      },
      it: {
        subject: 'Offerta: {{object_title}}',
        body: '<p>{{salutation}}</p><p>Siamo lieti di offrirle {{object_title}}, {{object_address}} (rif. {{object_ref}}, {{object_rent}}).</p><p>Ci comunichi entro il <strong>{{offer_expires_on}}</strong> se accetta l’offerta: risponda semplicemente a questa e-mail con «Sì, accetto» o «No, grazie». Senza risposta entro tale data l’offerta scade.</p><p>Il modo più semplice è rispondere direttamente tramite questo link: {{offer_link}}</p>',
      },
      en: {
        subject: 'Offer: {{object_title}}',
        body: '<p>{{salutation}}</p><p>We are pleased to offer you {{object_title}}, {{object_address}} (ref. {{object_ref}}, {{object_rent}}).</p><p>Please let us know by <strong>{{offer_expires_on}}</strong> at the latest whether you accept the offer: simply reply to this mail with “Yes, I accept” or “No, thank you”. Without an answer by that day the offer lapses.</p><p>The easiest way is to answer directly through this link: {{offer_link}}</p>',
      },
    },
  },
  assignment: {
    title: 'Zusage',
    texts: {
      de: {
        subject: 'Zusage: {{object_title}}',
        body: '<p>{{salutation}}</p><p>Wir freuen uns, Ihnen {{object_title}} an der {{object_address}} (Ref. {{object_ref}}) zuzusagen. Wir melden uns in den nächsten Tagen mit dem Mietvertrag und den nächsten Schritten.</p><p>Fragen? Antworten Sie einfach auf diese Mail.</p>',
      },
      fr: {
        subject: 'Confirmation : {{object_title}}',
        body: '<p>{{salutation}}</p><p>Nous avons le plaisir de vous attribuer {{object_title}}, {{object_address}} (réf. {{object_ref}}). Nous reviendrons vers vous ces prochains jours avec le contrat et les prochaines étapes.</p><p>Des questions? Répondez simplement à cet e-mail.</p>',
      },
      it: {
        subject: 'Conferma: {{object_title}}',
        body: '<p>{{salutation}}</p><p>Siamo lieti di assegnarle {{object_title}}, {{object_address}} (rif. {{object_ref}}). Nei prossimi giorni la contatteremo con il contratto e i prossimi passi.</p><p>Domande? Risponda semplicemente a questa e-mail.</p>',
      },
      en: {
        subject: 'Confirmation: {{object_title}}',
        body: '<p>{{salutation}}</p><p>We are pleased to let you have {{object_title}}, {{object_address}} (ref. {{object_ref}}). We will be in touch in the next few days with the contract and the next steps.</p><p>Questions? Simply reply to this mail.</p>',
      },
    },
  },
  rejection: {
    title: 'Absage',
    texts: {
      de: {
        subject: 'Ihre Bewerbung für {{object_title}}',
        body: '<p>{{salutation}}</p><p>Vielen Dank für Ihr Interesse an {{object_title}} und für die Zeit, die Sie in Ihre Bewerbung investiert haben. Leider müssen wir Ihnen mitteilen, dass wir uns für eine andere Bewerbung entschieden haben.</p><p>Wir wünschen Ihnen bei der Wohnungssuche viel Erfolg.</p>',
      },
      fr: {
        subject: 'Votre candidature pour {{object_title}}',
        body: '<p>{{salutation}}</p><p>Merci de l’intérêt que vous portez à {{object_title}} et du temps consacré à votre candidature. Nous sommes au regret de vous informer que nous avons retenu une autre candidature.</p><p>Nous vous souhaitons plein succès dans votre recherche de logement.</p>',
      },
      it: {
        subject: 'La sua candidatura per {{object_title}}',
        body: '<p>{{salutation}}</p><p>La ringraziamo per il suo interesse per {{object_title}} e per il tempo dedicato alla candidatura. Purtroppo dobbiamo comunicarle che abbiamo scelto un’altra candidatura.</p><p>Le auguriamo buona fortuna nella ricerca di un appartamento.</p>',
      },
      en: {
        subject: 'Your application for {{object_title}}',
        body: '<p>{{salutation}}</p><p>Thank you for your interest in {{object_title}} and for the time you put into your application. Unfortunately we have decided in favour of another application.</p><p>We wish you every success in your search.</p>',
      },
    },
  },
};
