import { MARKETING_CAPTIONS } from '../../../schema/marketingCaptions';
import type { de } from './de';

/** Marketing in Italian. */
export const it: typeof de = {
  // the portals and the ad's states on them (schema/marketingCaptions.ts)
  ...MARKETING_CAPTIONS.it,
  marketing_list_empty:
    'Nessun oggetto trovato. Qui compaiono gli oggetti con lo stato dei loro annunci sui portali.',
  marketing_ad_heading: 'Annuncio: %{title} (%{ref})',
  marketing_ad_heading_loading: 'Annuncio',
  marketing_ad_back: 'Torna agli annunci',
  marketing_ad_form: 'Annuncio di %{title}',
  marketing_ad_texts_de: 'Titolo e descrizione – tedesco',
  marketing_ad_texts_fr: 'Titolo e descrizione – francese',
  marketing_ad_texts_it: 'Titolo e descrizione – italiano',
  marketing_ad_texts_en: 'Titolo e descrizione – inglese',
  marketing_ad_title: 'Titolo',
  marketing_ad_description: 'Descrizione',
  marketing_ad_images: 'Immagini',
  marketing_ad_images_order: 'Immagini dell’annuncio nel loro ordine',
  marketing_ad_no_images: 'Questo oggetto non ha ancora immagini.',
  marketing_ad_images_none_chosen: 'L’annuncio non mostra immagini.',
  marketing_ad_image_up: 'Sposta su %{name}',
  marketing_ad_image_down: 'Sposta giù %{name}',
  marketing_ad_image_remove: 'Togli %{name} dall’annuncio',
  marketing_ad_image_add: 'Aggiungi %{name}',
  marketing_ad_contact: 'Contatto',
  marketing_ad_contact_name: 'Nome',
  marketing_ad_contact_email: 'E-mail',
  marketing_ad_contact_phone: 'Telefono',
  marketing_ad_viewing: 'Visita',
  marketing_ad_viewing_info: 'Informazioni sulla visita',
  marketing_ad_portals: 'Portali',
  marketing_ad_no_portals_enabled:
    'Nelle impostazioni (interfacce software > piattaforme di locazione) non è attivato alcun portale. Un amministratore può attivarli lì.',
  marketing_ad_portal_disabled: '%{portal} (disattivato nelle impostazioni)',
  marketing_ad_publish: 'Pubblica',
  marketing_ad_save_first: 'Salvi le modifiche prima di pubblicare.',
  marketing_ad_saved: 'L’annuncio è salvato.',
  marketing_ad_conflict:
    'Qualcun altro ha modificato l’annuncio nel frattempo. Lo ricarichi; i dati inseriti andranno persi.',
  marketing_ad_reload: 'Ricarica l’annuncio',
  marketing_ad_published_title: 'Pubblicazione richiesta',
  marketing_ad_queued:
    '%{portal}: previsto per la prossima trasmissione (%{smart_count} oggetto) |||| %{portal}: previsto per la prossima trasmissione (%{smart_count} oggetti)',
  marketing_ad_skipped: '%{portal}: non trasmesso – %{reason}',
  marketing_not_advertisable: 'Solo gli oggetti attivi e liberi possono essere pubblicati.',
  marketing_ad_missing: 'Salvi l’annuncio prima di pubblicarlo.',
  marketing_no_portals: 'Scelga almeno un portale e salvi l’annuncio.',
  marketing_off_inactive: 'Oggetto disattivato',
  marketing_off_rented: 'Oggetto affittato',
  marketing_off_sold: 'Oggetto venduto',
  marketing_off_not_available: 'Oggetto non più libero',
  marketing_off_by_user: 'Disattivato manualmente',
  objectEdit_action_ad: 'Annuncio',
  marketing_list_title: 'Annunci',
};
