/** Project settings: general and contact, and the public page theme (settings > website). */
export const de = {
  privacy_text_saved: 'Der Datenschutztext wurde gespeichert.',
  privacy_text_changed:
    'Der Datenschutztext wurde inzwischen von jemand anderem geändert. Bitte laden Sie ihn neu.',
  city_template_saved: 'Die Stadtvorlage wurde gespeichert.',
  city_template_changed:
    'Die Stadtvorlage wurde inzwischen von jemand anderem geändert. Bitte laden Sie sie neu.',
  project_settings_saved: 'Die Projekteinstellungen wurden gespeichert.',
  project_settings_changed:
    'Die Projekteinstellungen wurden inzwischen von jemand anderem geändert. Bitte laden Sie sie neu.',
  website_settings_saved: 'Das Design der öffentlichen Seiten wurde gespeichert.',
  website_settings_changed:
    'Das Design wurde inzwischen von jemand anderem geändert. Bitte laden Sie es neu.',
  theme_contrast_too_low:
    'Die Schrift {text} ist auf dem Hintergrund {background} schlecht lesbar (Kontrast {ratio}:1, nötig sind {min}:1).',
  css_markup_not_allowed: 'Das CSS darf kein «<» und keine Steuerzeichen enthalten.',
  css_escape_not_allowed: 'Das CSS darf keine Escape-Sequenzen («\\») enthalten.',
  css_unbalanced: 'Im CSS ist eine Klammer, ein Kommentar oder eine Zeichenkette nicht geschlossen.',
  css_import_not_allowed: 'Das CSS darf kein @import enthalten.',
  css_expression_not_allowed: 'Das CSS darf kein expression() enthalten.',
  css_script_not_allowed: 'Das CSS darf keine Skripte enthalten.',
  css_url_not_allowed: 'Das CSS darf nur Adressen dieser Website laden (z. B. url(/bild.png)).',
};

export const fr = {
  privacy_text_saved: 'Le texte sur la protection des données a été enregistré.',
  privacy_text_changed:
    'Le texte sur la protection des données a été modifié entre-temps par quelqu’un d’autre. Veuillez le recharger.',
  city_template_saved: 'Le modèle communal a été enregistré.',
  city_template_changed:
    "Le modèle communal a été modifié entre-temps par quelqu'un d'autre. Veuillez le recharger.",
  project_settings_saved: 'Les paramètres du projet ont été enregistrés.',
  project_settings_changed:
    'Les paramètres du projet ont été modifiés entre-temps par quelqu’un d’autre. Veuillez les recharger.',
  website_settings_saved: 'Le design des pages publiques a été enregistré.',
  website_settings_changed:
    'Le design a été modifié entre-temps par quelqu’un d’autre. Veuillez le recharger.',
  theme_contrast_too_low:
    'Le texte {text} est peu lisible sur le fond {background} (contraste {ratio}:1, il faut {min}:1).',
  css_markup_not_allowed: 'Le CSS ne doit contenir ni «<» ni caractères de contrôle.',
  css_escape_not_allowed: 'Le CSS ne doit pas contenir de séquences d’échappement («\\»).',
  css_unbalanced: 'Dans le CSS, une parenthèse, un commentaire ou une chaîne n’est pas fermé.',
  css_import_not_allowed: 'Le CSS ne doit pas contenir @import.',
  css_expression_not_allowed: 'Le CSS ne doit pas contenir expression().',
  css_script_not_allowed: 'Le CSS ne doit pas contenir de scripts.',
  css_url_not_allowed: 'Le CSS ne peut charger que des adresses de ce site (p. ex. url(/image.png)).',
} satisfies Record<keyof typeof de, string>;

export const it = {
  privacy_text_saved: 'Il testo sulla protezione dei dati è stato salvato.',
  privacy_text_changed:
    'Il testo sulla protezione dei dati è stato modificato nel frattempo da qualcun altro. Ricaricatelo.',
  city_template_saved: 'Il modello comunale è stato salvato.',
  city_template_changed:
    'Il modello comunale è stato modificato nel frattempo da qualcun altro. Ricaricatelo.',
  project_settings_saved: 'Le impostazioni del progetto sono state salvate.',
  project_settings_changed:
    'Le impostazioni del progetto sono state modificate nel frattempo da qualcun altro. Ricaricatele.',
  website_settings_saved: 'Il design delle pagine pubbliche è stato salvato.',
  website_settings_changed: 'Il design è stato modificato nel frattempo da qualcun altro. Ricaricatelo.',
  theme_contrast_too_low:
    'Il testo {text} è poco leggibile sullo sfondo {background} (contrasto {ratio}:1, ne serve {min}:1).',
  css_markup_not_allowed: 'Il CSS non deve contenere «<» né caratteri di controllo.',
  css_escape_not_allowed: 'Il CSS non deve contenere sequenze di escape («\\»).',
  css_unbalanced: 'Nel CSS una parentesi, un commento o una stringa non è chiusa.',
  css_import_not_allowed: 'Il CSS non deve contenere @import.',
  css_expression_not_allowed: 'Il CSS non deve contenere expression().',
  css_script_not_allowed: 'Il CSS non deve contenere script.',
  css_url_not_allowed: 'Il CSS può caricare solo indirizzi di questo sito (p. es. url(/immagine.png)).',
} satisfies Record<keyof typeof de, string>;

export const en = {
  privacy_text_saved: 'The privacy text has been saved.',
  privacy_text_changed:
    'The privacy text has been changed by someone else in the meantime. Please reload it.',
  city_template_saved: 'The city template has been saved.',
  city_template_changed: 'Someone else has changed the city template in the meantime. Please reload it.',
  project_settings_saved: 'The project settings have been saved.',
  project_settings_changed:
    'Someone else has changed the project settings in the meantime. Please reload them.',
  website_settings_saved: 'The design of the public pages has been saved.',
  website_settings_changed: 'Someone else has changed the design in the meantime. Please reload it.',
  theme_contrast_too_low:
    'Text in {text} is hard to read on the background {background} (contrast {ratio}:1, {min}:1 is needed).',
  css_markup_not_allowed: 'The CSS must not contain "<" or control characters.',
  css_escape_not_allowed: 'The CSS must not contain escape sequences ("\\").',
  css_unbalanced: 'A bracket, comment or string in the CSS is not closed.',
  css_import_not_allowed: 'The CSS must not contain @import.',
  css_expression_not_allowed: 'The CSS must not contain expression().',
  css_script_not_allowed: 'The CSS must not contain scripts.',
  css_url_not_allowed: 'The CSS may only load addresses of this site (e.g. url(/picture.png)).',
} satisfies Record<keyof typeof de, string>;
