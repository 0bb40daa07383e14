import { MARKETING_CAPTIONS } from '../../../schema/marketingCaptions';
/** Marketing: the list of the ads' states on the portals and the ad editor. */
export const de = {
  // the portals and the ad's states on them (schema/marketingCaptions.ts)
  ...MARKETING_CAPTIONS.de,
  marketing_list_empty:
    'Keine Objekte gefunden. Hier erscheinen die Objekte mit dem Stand ihrer Inserate auf den Portalen.',
  marketing_ad_heading: 'Inserat: %{title} (%{ref})',
  marketing_ad_heading_loading: 'Inserat',
  marketing_ad_back: 'Zurück zu den Inseraten',
  marketing_ad_form: 'Inserat von %{title}',
  marketing_ad_texts_de: 'Titel und Beschreibung – Deutsch',
  marketing_ad_texts_fr: 'Titel und Beschreibung – Französisch',
  marketing_ad_texts_it: 'Titel und Beschreibung – Italienisch',
  marketing_ad_texts_en: 'Titel und Beschreibung – Englisch',
  marketing_ad_title: 'Titel',
  marketing_ad_description: 'Beschreibung',
  marketing_ad_images: 'Bilder',
  marketing_ad_images_order: 'Bilder des Inserats in ihrer Reihenfolge',
  marketing_ad_no_images: 'Dieses Objekt hat noch keine Bilder.',
  marketing_ad_images_none_chosen: 'Das Inserat zeigt keine Bilder.',
  marketing_ad_image_up: '%{name} nach oben',
  marketing_ad_image_down: '%{name} nach unten',
  marketing_ad_image_remove: '%{name} aus dem Inserat nehmen',
  marketing_ad_image_add: '%{name} hinzufügen',
  marketing_ad_contact: 'Kontakt',
  marketing_ad_contact_name: 'Name',
  marketing_ad_contact_email: 'E-Mail',
  marketing_ad_contact_phone: 'Telefon',
  marketing_ad_viewing: 'Besichtigung',
  marketing_ad_viewing_info: 'Angaben zur Besichtigung',
  marketing_ad_portals: 'Portale',
  marketing_ad_no_portals_enabled:
    'In den Einstellungen (Software-Schnittstellen > Vermietungsplattformen) ist kein Portal eingeschaltet. Eine Administratorin oder ein Administrator kann dort Portale einschalten.',
  marketing_ad_portal_disabled: '%{portal} (in den Einstellungen ausgeschaltet)',
  marketing_ad_publish: 'Veröffentlichen',
  marketing_ad_save_first: 'Speichern Sie Ihre Änderungen, bevor Sie veröffentlichen.',
  marketing_ad_saved: 'Das Inserat ist gespeichert.',
  marketing_ad_conflict:
    'Das Inserat wurde inzwischen von jemand anderem geändert. Laden Sie es neu; Ihre Eingaben gehen dabei verloren.',
  marketing_ad_reload: 'Inserat neu laden',
  marketing_ad_published_title: 'Veröffentlichung in Auftrag gegeben',
  marketing_ad_queued:
    '%{portal}: für die nächste Übermittlung vorgemerkt (%{smart_count} Objekt) |||| %{portal}: für die nächste Übermittlung vorgemerkt (%{smart_count} Objekte)',
  marketing_ad_skipped: '%{portal}: nicht übermittelt – %{reason}',
  marketing_not_advertisable: 'Nur aktive, freie Objekte können inseriert werden.',
  marketing_ad_missing: 'Speichern Sie das Inserat, bevor Sie es veröffentlichen.',
  marketing_no_portals: 'Wählen Sie mindestens ein Portal und speichern Sie das Inserat.',
  marketing_off_inactive: 'Objekt deaktiviert',
  marketing_off_rented: 'Objekt vermietet',
  marketing_off_sold: 'Objekt verkauft',
  marketing_off_not_available: 'Objekt nicht mehr frei',
  marketing_off_by_user: 'Von Hand deaktiviert',
  objectEdit_action_ad: 'Inserat',
  marketing_list_title: 'Inserate',
};

declare module '../../partTexts' {
  interface PartTexts {
    marketing: typeof de;
  }
}
