/** The deposit of a tenancy: its form's refusals, the provider in use, the overdue reminder mail. */
export const de = {
  deposit_saved: 'Die Mietkaution ist gespeichert.',
  deposit_changed_meanwhile: 'Die Mietkaution wurde inzwischen geändert. Bitte laden Sie sie neu.',
  deposit_rent_unknown:
    'Die Miete dieses Mietverhältnisses ist noch nicht erfasst; ohne sie lässt sich die höchste Kaution nicht berechnen.',
  deposit_application_without_tenant:
    'Diese Bewerbung ist noch keinem Objekt zugeteilt: Eine Mietkaution gibt es erst mit der Zuteilung.',
  deposit_provider_in_use_one:
    'Dieser Kautionsanbieter ist bei einem Mietverhältnis als Garant erfasst und kann deshalb nicht gelöscht werden.',
  deposit_provider_in_use:
    'Dieser Kautionsanbieter ist bei {count} Mietverhältnissen als Garant erfasst und kann deshalb nicht gelöscht werden.',
  outbox_kind_deposit_reminder: 'Erinnerung Mietkaution',
  deposit_reminder_subject: 'Erinnerung: Mietkaution für {object}',
  deposit_reminder_account:
    'Die Mietkaution von {amount} für {object} war am {date} fällig. Bis heute ist bei uns keine Einzahlung auf das Mietkautionskonto verbucht.',
  deposit_reminder_guarantee:
    'Die Mietkaution von {amount} für {object} war am {date} fällig. Bis heute liegt uns die Garantieurkunde Ihres Kautionsanbieters nicht vor.',
  deposit_reminder_request:
    'Bitte holen Sie dies in den nächsten Tagen nach. Haben Sie die Kaution inzwischen geleistet, betrachten Sie diese Nachricht als gegenstandslos.',
  deposit_reminder_closing: 'Freundliche Grüsse\n{project}',
};

export const fr: typeof de = {
  deposit_saved: 'La garantie de loyer est enregistrée.',
  deposit_changed_meanwhile: 'La garantie de loyer a été modifiée entre-temps. Veuillez la recharger.',
  deposit_rent_unknown:
    'Le loyer de ce bail n’est pas encore saisi ; sans lui, le montant maximal de la garantie ne peut pas être calculé.',
  deposit_application_without_tenant:
    'Cette candidature n’est encore attribuée à aucun objet : la garantie de loyer suit l’attribution.',
  deposit_provider_in_use_one: 'Ce prestataire garantit un bail et ne peut donc pas être supprimé.',
  deposit_provider_in_use: 'Ce prestataire garantit {count} baux et ne peut donc pas être supprimé.',
  outbox_kind_deposit_reminder: 'Rappel garantie de loyer',
  deposit_reminder_subject: 'Rappel : garantie de loyer pour {object}',
  deposit_reminder_account:
    'La garantie de loyer de {amount} pour {object} était due le {date}. À ce jour, aucun versement sur le compte de garantie n’a été enregistré.',
  deposit_reminder_guarantee:
    'La garantie de loyer de {amount} pour {object} était due le {date}. À ce jour, nous n’avons pas reçu le certificat de garantie de votre prestataire.',
  deposit_reminder_request:
    'Nous vous prions de régulariser la situation dans les prochains jours. Si c’est déjà fait, veuillez ne pas tenir compte de ce message.',
  deposit_reminder_closing: 'Meilleures salutations\n{project}',
};

export const it: typeof de = {
  deposit_saved: 'Il deposito di garanzia è salvato.',
  deposit_changed_meanwhile: 'Il deposito di garanzia è stato modificato nel frattempo. La ricarichi.',
  deposit_rent_unknown:
    'La pigione di questa locazione non è ancora registrata; senza di essa il deposito massimo non si può calcolare.',
  deposit_application_without_tenant:
    'Questa candidatura non è ancora assegnata a un oggetto: il deposito di garanzia segue l’assegnazione.',
  deposit_provider_in_use_one: 'Questo fornitore garantisce una locazione e perciò non può essere eliminato.',
  deposit_provider_in_use: 'Questo fornitore garantisce {count} locazioni e perciò non può essere eliminato.',
  outbox_kind_deposit_reminder: 'Promemoria deposito di garanzia',
  deposit_reminder_subject: 'Promemoria: deposito di garanzia per {object}',
  deposit_reminder_account:
    'Il deposito di garanzia di {amount} per {object} era dovuto il {date}. Finora non risulta alcun versamento sul conto di deposito.',
  deposit_reminder_guarantee:
    'Il deposito di garanzia di {amount} per {object} era dovuto il {date}. Finora non abbiamo ricevuto il certificato di garanzia del suo fornitore.',
  deposit_reminder_request:
    'La preghiamo di provvedere nei prossimi giorni. Se lo ha già fatto, consideri nullo questo messaggio.',
  deposit_reminder_closing: 'Cordiali saluti\n{project}',
};

export const en: typeof de = {
  deposit_saved: 'The rent deposit is saved.',
  deposit_changed_meanwhile: 'The rent deposit was changed meanwhile. Please reload it.',
  deposit_rent_unknown:
    'The rent of this tenancy is not recorded yet; without it the highest deposit cannot be worked out.',
  deposit_application_without_tenant:
    'This application is not assigned to an object yet: a rent deposit comes with the assignment.',
  deposit_provider_in_use_one: 'This provider guarantees one tenancy and therefore cannot be deleted.',
  deposit_provider_in_use: 'This provider guarantees {count} tenancies and therefore cannot be deleted.',
  outbox_kind_deposit_reminder: 'Rent deposit reminder',
  deposit_reminder_subject: 'Reminder: rent deposit for {object}',
  deposit_reminder_account:
    'The rent deposit of {amount} for {object} was due on {date}. So far no payment into the rent deposit account has been recorded.',
  deposit_reminder_guarantee:
    'The rent deposit of {amount} for {object} was due on {date}. So far we have not received the guarantee certificate of your provider.',
  deposit_reminder_request:
    'Please see to it in the next few days. If you have done so meanwhile, please disregard this message.',
  deposit_reminder_closing: 'Kind regards\n{project}',
};
