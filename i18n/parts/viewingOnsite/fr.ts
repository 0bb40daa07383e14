import type { de } from './de';

export const fr: Record<keyof typeof de, string> = {
  viewing_onsite_link_title: 'Lien pour la visite sur place',
  viewing_onsite_link_intro:
    'Avec ce lien, la personne sur place (par exemple le concierge) saisit sans compte qui est venu, écrit des remarques et clôt la visite. Il est valable jusqu’à la fin du jour de la visite.',
  viewing_onsite_link_address: 'Adresse du lien',
  viewing_onsite_link_valid: 'Valable jusqu’au %{date}, créé par %{name}',
  viewing_onsite_link_create: 'Créer le lien',
  viewing_onsite_link_renew: 'Créer un nouveau lien',
  viewing_onsite_link_revoke: 'Retirer le lien',
  viewing_onsite_link_copy: 'Copier le lien',
  viewing_onsite_link_copied: 'Le lien est copié.',
  viewing_onsite_link_copy_failed: 'Le lien n’a pas pu être copié. Veuillez le sélectionner et le copier.',
  viewing_onsite_link_created: 'Le lien pour la visite sur place est prêt.',
  viewing_onsite_link_revoked: 'Le lien pour la visite sur place est retiré.',
  viewing_onsite_link_closed: 'Une visite annulée ou passée n’a pas de lien.',
  viewing_onsite_title: 'Visite sur place',
  viewing_onsite_intro: 'Cochez les personnes présentes. Chaque modification est enregistrée aussitôt.',
  viewing_onsite_slot: 'Créneau %{slot}',
  viewing_onsite_walk_ins: 'Présents sans inscription',
  viewing_onsite_nobody: 'Personne n’est inscrit.',
  viewing_onsite_present: '%{name} est présent·e',
  viewing_onsite_comment: 'Remarque sur %{name}',
  viewing_onsite_save_comment: 'Enregistrer la remarque',
  viewing_onsite_complete: 'Clore la visite',
  viewing_onsite_completed:
    'La visite est close. La présence et les remarques peuvent encore être corrigées.',
  viewing_onsite_export: 'Exporter les participants (Excel)',
  viewing_onsite_count: '%{present} sur %{total} présents',
};
