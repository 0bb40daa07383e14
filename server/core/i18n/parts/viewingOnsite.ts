/** Server texts of a viewing's on-site link (the caretaker's page and the staff controls), in all four languages. */
export const de = {
  viewing_onsite_link_created: 'Der Link für die Besichtigung vor Ort ist bereit.',
  viewing_onsite_link_revoked: 'Der Link für die Besichtigung vor Ort ist zurückgezogen.',
  viewing_onsite_cancelled: 'Für eine abgesagte Besichtigung gibt es keinen Link vor Ort.',
  viewing_onsite_past: 'Die Besichtigung ist vorbei; ein Link vor Ort ist nicht mehr möglich.',
  viewing_onsite_invalid: 'Dieser Link ist nicht gültig. Bitte wenden Sie sich an {contact}.',
  viewing_onsite_expired: 'Dieser Link ist abgelaufen: Der Tag der Besichtigung ist vorbei.',
  viewing_onsite_revoked: 'Dieser Link wurde zurückgezogen.',
};

export const fr = {
  viewing_onsite_link_created: 'Le lien pour la visite sur place est prêt.',
  viewing_onsite_link_revoked: 'Le lien pour la visite sur place est retiré.',
  viewing_onsite_cancelled: 'Une visite annulée n’a pas de lien sur place.',
  viewing_onsite_past: 'La visite est passée ; un lien sur place n’est plus possible.',
  viewing_onsite_invalid: 'Ce lien n’est pas valable. Veuillez vous adresser à {contact}.',
  viewing_onsite_expired: 'Ce lien a expiré : le jour de la visite est passé.',
  viewing_onsite_revoked: 'Ce lien a été retiré.',
};

export const it = {
  viewing_onsite_link_created: 'Il link per la visita sul posto è pronto.',
  viewing_onsite_link_revoked: 'Il link per la visita sul posto è stato ritirato.',
  viewing_onsite_cancelled: 'Una visita annullata non ha un link sul posto.',
  viewing_onsite_past: 'La visita è passata; un link sul posto non è più possibile.',
  viewing_onsite_invalid: 'Questo link non è valido. Si rivolga a {contact}.',
  viewing_onsite_expired: 'Questo link è scaduto: il giorno della visita è passato.',
  viewing_onsite_revoked: 'Questo link è stato ritirato.',
};

export const en = {
  viewing_onsite_link_created: 'The on-site link for the viewing is ready.',
  viewing_onsite_link_revoked: 'The on-site link for the viewing has been revoked.',
  viewing_onsite_cancelled: 'A cancelled viewing has no on-site link.',
  viewing_onsite_past: 'The viewing is over; an on-site link is no longer possible.',
  viewing_onsite_invalid: 'This link is not valid. Please contact {contact}.',
  viewing_onsite_expired: 'This link has expired: the day of the viewing is over.',
  viewing_onsite_revoked: 'This link has been revoked.',
};
