/** Texts of the layout: top bar, left menu, sidepanel, modals and error screens (spec 1 sections 1 and 2). */
export const de = {
  admin_500_page_message_1: 'Etwas ist schiefgelaufen.',
  admin_500_page_message_2:
    'Wir wissen davon und kümmern uns darum. Bitte versuchen Sie es später noch einmal.',

  layout_menu_label: 'Hauptmenü',
  layout_menu_open: 'Menü öffnen',
  layout_menu_collapse: 'Menü einklappen',
  layout_menu_expand: 'Menü ausklappen',
  layout_menu_beta: 'BETA',
  layout_menu_home: 'Startseite',
  layout_menu_interested_people: 'Interessenten',
  layout_menu_applications: 'Bewerbungen',
  layout_menu_waitlist: 'Warteliste',
  layout_menu_objects: 'Objekte',
  layout_menu_apartments: 'Wohnungen',
  layout_menu_parking: 'Parkplätze',
  layout_menu_outbuildings: 'Nebenobjekte',
  layout_menu_business: 'Gewerbeflächen',
  layout_menu_buildings: 'Liegenschaften',
  layout_menu_plots: 'Grundstücke',
  layout_menu_tenant: 'Mieter',
  layout_menu_viewings: 'Besichtigungen',
  layout_menu_marketing: 'Marketing',
  layout_menu_analytics: 'Analysen',
  layout_menu_reporting: 'Reporting',
  layout_menu_budget: 'Budget',
  layout_skip_to_content: 'Zum Inhalt springen',

  layout_project_switcher: 'Projekt wechseln (aktuell: %{project})',
  layout_project_type_first_time_letting: 'Erstvermietung',
  layout_project_type_rent: 'Wiedervermietung',
  layout_project_type_sale: 'Verkauf',
  layout_project_type_saleb2b: 'Investorenprojekt',
  layout_project_type_build: 'Bauprojekt',
  layout_unread_messages: 'Ungelesene Nachrichten: %{count}',
  layout_settings: 'Projekteinstellungen',
  layout_changelog: 'Neuigkeiten',
  layout_user_menu: 'Benutzermenü',
  layout_language: 'Sprache',
  layout_logout: 'Abmelden',

  layout_close: 'Schliessen',
  layout_close_panel: 'Seitenbereich schliessen',
  layout_loading: 'Wird geladen …',
  layout_privacy_policy: 'Datenschutzerklärung',
  layout_city_legal: 'Rechtliche Hinweise',
  layout_city_imprint: 'Impressum',
  layout_city_accessibility: 'Barrierefreiheit',
  layout_city_links: 'Rechtliches',
  layout_privacy_policy_error:
    'Die Datenschutzerklärung konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
  layout_feature_unavailable_title: '%{feature}: Funktion nicht verfügbar',
  layout_feature_inactive_text:
    'Die Funktion «%{feature}» ist in diesem Projekt nicht aktiv. Melden Sie sich bei uns, wenn Sie sie nutzen möchten.',
  layout_feature_upsell_text:
    'Die Funktion «%{feature}» ist in diesem Projekt nicht aktiv, weil sie nicht zu Ihrem Paket gehört. Wir zeigen Ihnen gerne, was sie kann, und schalten sie für Sie frei.',
  layout_feature_contact: 'Kontaktieren Sie mich',
  layout_feature_contact_subject: 'Anfrage zur Funktion «%{feature}»',

  layout_error_title: 'Fehler',
  layout_error_generic: 'Die Anfrage konnte nicht ausgeführt werden.',
  layout_not_found_message: 'Diese Seite gibt es nicht oder nicht mehr.',
  layout_error_home: 'Zur Startseite',
  layout_error_support: 'Support kontaktieren',
  layout_error_back: 'Zurück',
  layout_support_subject: 'Supportanfrage',
};

declare module '../../partTexts' {
  interface PartTexts {
    layout: typeof de;
  }
}
