/** Settings > software interfaces > rental platforms. */
export const de = {
  settings_menu_rental_platforms: 'Inserateportale',
  marketing_platforms_title: 'Inserateportale',
  marketing_platforms_intro:
    'Wie jedes Portal die Inserate erhält: Es holt sie über eine Feed-Adresse ab, oder sie werden per FTP, FTPS oder SFTP auf seinen Server übertragen.',
  marketing_platforms_saved: 'Die Einstellungen des Portals sind gespeichert.',
  marketing_platform_enabled: 'Portal eingeschaltet',
  marketing_platform_format: 'Format',
  marketing_platform_format_swissrets: 'SwissRETS JSON',
  marketing_platform_format_idx: 'IDX 3.01 (ZIP mit Bildern)',
  marketing_platform_transport: 'Übermittlung',
  marketing_platform_transport_pull: 'Feed-Adresse (das Portal holt ab)',
  marketing_platform_transport_ftp: 'FTP',
  marketing_platform_transport_ftps: 'FTPS (FTP mit TLS)',
  marketing_platform_transport_sftp: 'SFTP',
  marketing_platform_sender_id: 'Absender-ID beim Portal',
  marketing_platform_host: 'Server',
  marketing_platform_port: 'Port',
  marketing_platform_port_help: 'Leer: der übliche Port (21, SFTP 22)',
  marketing_platform_path: 'Ordner',
  marketing_platform_username: 'Benutzername',
  marketing_platform_password: 'Passwort',
  marketing_platform_secret_set: 'Gespeichert. Leer lassen, um es zu behalten.',
  marketing_platform_secret_not_set: 'Nicht gespeichert',
  marketing_platform_private_key: 'Privater SSH-Schlüssel',
  marketing_platform_feed: 'Feed-Adresse',
  marketing_platform_feed_none: 'Noch keine Feed-Adresse.',
  marketing_platform_feed_exists:
    'Eine Feed-Adresse besteht seit %{date}. Sie wird nur beim Erstellen angezeigt.',
  marketing_platform_feed_renew: 'Neue Feed-Adresse erstellen',
  marketing_platform_feed_shown_once:
    'Geben Sie diese Adresse dem Portal. Sie wird nur jetzt angezeigt; die bisherige gilt nicht mehr.',
  marketing_platform_last_transfer: 'Letzte Übermittlung',
  marketing_platform_last_transfer_none: 'Noch keine Übermittlung.',
  marketing_platform_last_transfer_ok:
    '%{date}: %{smart_count} Objekt übermittelt |||| %{date}: %{smart_count} Objekte übermittelt',
  marketing_platform_last_transfer_failed: '%{date}: fehlgeschlagen. %{reason}',
  marketing_platform_test_connection: 'Verbindung testen',
  marketing_platform_test_entries: 'Im Ordner: %{names}',
  marketing_platforms_conflict: 'Die Einstellungen wurden inzwischen geändert.',
  marketing_platforms_reload: 'Neu laden',
  marketing_host_invalid: 'Bitte geben Sie einen Servernamen oder eine IP-Adresse an.',
  marketing_port_invalid: 'Der Port ist eine Zahl von 1 bis 65535.',
  marketing_path_invalid: 'Der Ordner darf keine Zeilenumbrüche enthalten.',
  marketing_platform_host_key_fingerprint: 'Fingerabdruck des SFTP-Servers',
  marketing_platform_host_key_fingerprint_help:
    'SHA256:…, mit «Verbindung testen» anzeigen und mit dem Portal vergleichen',
  marketing_platform_tls_certificate: 'Zertifikat des Portals (PEM)',
  marketing_platform_tls_certificate_help:
    'Leer: nur Zertifikate öffentlicher Zertifizierungsstellen gelten. Sonst das Zertifikat des Servers oder seiner Zertifizierungsstelle.',
  marketing_platform_test_fingerprint: 'Fingerabdruck des Servers: %{fingerprint}',
  marketing_platform_use_fingerprint: 'Fingerabdruck übernehmen',
  marketing_platform_use_fingerprint_hint:
    'Übernehmen Sie ihn nur, wenn er mit dem Fingerabdruck übereinstimmt, den Ihnen das Portal angegeben hat. Danach speichern.',
  marketing_host_key_invalid: 'Der Fingerabdruck hat die Form SHA256:… (wie ihn ssh-keygen -lf ausgibt).',
  marketing_host_key_required:
    'Bitte geben Sie den Fingerabdruck des SFTP-Servers an (mit «Verbindung testen» anzeigen).',
  marketing_tls_certificate_invalid:
    'Bitte fügen Sie ein Zertifikat im PEM-Format ein (-----BEGIN CERTIFICATE-----).',
  marketing_push_no_credentials: 'Für dieses Portal ist weder ein Passwort noch ein Schlüssel hinterlegt.',
  marketing_platform_portal_homegate: 'Homegate',
  marketing_platform_portal_newhome: 'Newhome',
  marketing_platform_portal_immoscout: 'ImmoScout24',
  marketing_platform_portal_icasa: 'icasa',
  marketing_platform_portal_flatfox: 'Flatfox',
};

declare module '../../partTexts' {
  interface PartTexts {
    marketingPlatforms: typeof de;
  }
}
