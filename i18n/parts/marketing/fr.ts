import { MARKETING_CAPTIONS } from '../../../schema/marketingCaptions';
import type { de } from './de';

/** Marketing in French. */
export const fr: typeof de = {
  // the portals and the ad's states on them (schema/marketingCaptions.ts)
  ...MARKETING_CAPTIONS.fr,
  marketing_list_empty:
    'Aucun objet trouvé. Les objets apparaissent ici avec l’état de leurs annonces sur les portails.',
  marketing_ad_heading: 'Annonce : %{title} (%{ref})',
  marketing_ad_heading_loading: 'Annonce',
  marketing_ad_back: 'Retour aux annonces',
  marketing_ad_form: 'Annonce de %{title}',
  marketing_ad_texts_de: 'Titre et description – allemand',
  marketing_ad_texts_fr: 'Titre et description – français',
  marketing_ad_texts_it: 'Titre et description – italien',
  marketing_ad_texts_en: 'Titre et description – anglais',
  marketing_ad_title: 'Titre',
  marketing_ad_description: 'Description',
  marketing_ad_images: 'Images',
  marketing_ad_images_order: 'Images de l’annonce dans leur ordre',
  marketing_ad_no_images: 'Cet objet n’a pas encore d’images.',
  marketing_ad_images_none_chosen: 'L’annonce ne montre aucune image.',
  marketing_ad_image_up: 'Monter %{name}',
  marketing_ad_image_down: 'Descendre %{name}',
  marketing_ad_image_remove: 'Retirer %{name} de l’annonce',
  marketing_ad_image_add: 'Ajouter %{name}',
  marketing_ad_contact: 'Contact',
  marketing_ad_contact_name: 'Nom',
  marketing_ad_contact_email: 'E-mail',
  marketing_ad_contact_phone: 'Téléphone',
  marketing_ad_viewing: 'Visite',
  marketing_ad_viewing_info: 'Informations sur la visite',
  marketing_ad_portals: 'Portails',
  marketing_ad_no_portals_enabled:
    'Aucun portail n’est activé dans les paramètres (interfaces logicielles > plateformes de location). Un administrateur peut y activer des portails.',
  marketing_ad_portal_disabled: '%{portal} (désactivé dans les paramètres)',
  marketing_ad_publish: 'Publier',
  marketing_ad_save_first: 'Enregistrez vos modifications avant de publier.',
  marketing_ad_saved: 'L’annonce est enregistrée.',
  marketing_ad_conflict:
    'Quelqu’un d’autre a modifié l’annonce entre-temps. Rechargez-la ; vos saisies seront perdues.',
  marketing_ad_reload: 'Recharger l’annonce',
  marketing_ad_published_title: 'Publication demandée',
  marketing_ad_queued:
    '%{portal} : prévu pour la prochaine transmission (%{smart_count} objet) |||| %{portal} : prévu pour la prochaine transmission (%{smart_count} objets)',
  marketing_ad_skipped: '%{portal} : non transmis – %{reason}',
  marketing_not_advertisable: 'Seuls les objets actifs et libres peuvent être annoncés.',
  marketing_ad_missing: 'Enregistrez l’annonce avant de la publier.',
  marketing_no_portals: 'Choisissez au moins un portail et enregistrez l’annonce.',
  marketing_off_inactive: 'Objet désactivé',
  marketing_off_rented: 'Objet loué',
  marketing_off_sold: 'Objet vendu',
  marketing_off_not_available: 'Objet plus libre',
  marketing_off_by_user: 'Désactivée manuellement',
  objectEdit_action_ad: 'Annonce',
  marketing_list_title: 'Annonces',
};
