/** Texts of uploads, media files and signed media links. */
export const de = {
  // uploads
  upload_not_multipart: 'Dateien werden als multipart/form-data im Feld «file» hochgeladen.',
  upload_malformed:
    'Die hochgeladenen Daten konnten nicht gelesen werden: Die Übertragung ist unvollständig oder beschädigt. Bitte laden Sie die Dateien noch einmal hoch.',
  upload_no_files: 'Es wurde keine Datei gesendet (Feld «file»).',
  upload_quota_exceeded:
    'Der Speicherplatz des Projekts reicht dafür nicht: {used} von {quota} MB sind belegt. Bitte löschen Sie nicht mehr benötigte Dateien oder wenden Sie sich an die Administration. Es wurde nichts hochgeladen.',
  upload_rate_exceeded:
    'Sie haben in der letzten Stunde {uploaded} MB hochgeladen; erlaubt sind {max} MB pro Stunde. Bitte versuchen Sie es in {minutes} Minuten wieder. Es wurde nichts hochgeladen.',
  upload_too_many_files: 'Es können höchstens {max} Dateien auf einmal hochgeladen werden.',
  upload_done: '{count} Datei(en) hochgeladen.',
  upload_partly_done: '{done} von {total} Dateien hochgeladen; die übrigen wurden abgelehnt.',
  upload_failed: 'Keine der Dateien konnte hochgeladen werden.',
  admin_file_name_should_not_exceed_200_chars: 'Der Dateiname darf höchstens 200 Zeichen lang sein.',
  file_name_length: 'Der Name hat {length} Zeichen.',
  file_name_missing: 'Die Datei hat keinen Namen.',
  file_name_missing_detail: 'Bitte geben Sie der Datei einen Namen mit Endung, z. B. «Grundriss.pdf».',
  file_extension_missing: 'Der Dateiname hat keine Endung (z. B. «.pdf»).',
  file_type_not_allowed: 'Dateien vom Typ «{ext}» sind nicht erlaubt.',
  file_types_allowed: 'Erlaubt sind: {allowed}.',
  file_type_not_checkable: 'Der Inhalt dieses Dateityps kann nicht geprüft werden.',
  file_too_large: 'Die Datei ist zu gross.',
  file_size_allowed: 'Erlaubt sind höchstens {max} MB pro Datei.',
  file_empty: 'Die Datei ist leer.',
  file_empty_detail: 'Bitte wählen Sie eine Datei mit Inhalt.',
  file_content_mismatch: 'Der Inhalt der Datei passt nicht zur Endung «.{ext}».',
  file_is_program: 'Die Datei ist ein ausführbares Programm und wird nicht angenommen.',
  file_content_not_type:
    'Eine echte .{ext}-Datei sieht anders aus; vielleicht wurde die Datei umbenannt oder ist beschädigt.',

  // removal
  files_removed: '{count} Datei(en) gelöscht.',
  files_remove_failed: 'Keine der Dateien konnte gelöscht werden.',
  file_not_found: 'Die Datei wurde nicht gefunden.',
  file_not_found_detail: 'Sie gehört nicht zu diesem Projekt oder wurde bereits gelöscht.',
  file_remove_not_own: 'Diese Datei hat jemand anders hochgeladen.',
  file_remove_not_own_detail:
    'Löschen können sie nur die Person, die sie hochgeladen hat, und die Administration.',

  // media
  media_url_missing: 'Es wurde keine Datei angegeben (Parameter «url»).',
  media_link_invalid: 'Dieser Link ist ungültig.',
  media_link_expired: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
} as const;

export const fr: Record<keyof typeof de, string> = {
  upload_not_multipart: 'Les fichiers sont envoyés en multipart/form-data dans le champ «file».',
  upload_malformed:
    'Les données envoyées n’ont pas pu être lues : la transmission est incomplète ou endommagée. Veuillez envoyer les fichiers encore une fois.',
  upload_no_files: 'Aucun fichier n’a été envoyé (champ «file»).',
  upload_quota_exceeded:
    'L’espace de stockage du projet ne suffit pas : {used} Mo sur {quota} Mo sont occupés. Veuillez supprimer les fichiers dont vous n’avez plus besoin ou vous adresser à l’administration. Rien n’a été téléversé.',
  upload_rate_exceeded:
    'Vous avez téléversé {uploaded} Mo au cours de la dernière heure ; {max} Mo par heure sont autorisés. Veuillez réessayer dans {minutes} minutes. Rien n’a été téléversé.',
  upload_too_many_files: 'Vous pouvez envoyer au maximum {max} fichiers à la fois.',
  upload_done: '{count} fichier(s) téléversé(s).',
  upload_partly_done: '{done} fichiers sur {total} téléversés ; les autres ont été refusés.',
  upload_failed: 'Aucun des fichiers n’a pu être téléversé.',
  admin_file_name_should_not_exceed_200_chars: 'Le nom du fichier ne doit pas dépasser 200 caractères.',
  file_name_length: 'Le nom compte {length} caractères.',
  file_name_missing: 'Le fichier n’a pas de nom.',
  file_name_missing_detail: 'Veuillez donner au fichier un nom avec extension, p. ex. «Plan.pdf».',
  file_extension_missing: 'Le nom du fichier n’a pas d’extension (p. ex. «.pdf»).',
  file_type_not_allowed: 'Les fichiers de type «{ext}» ne sont pas autorisés.',
  file_types_allowed: 'Types autorisés : {allowed}.',
  file_type_not_checkable: 'Le contenu de ce type de fichier ne peut pas être vérifié.',
  file_too_large: 'Le fichier est trop volumineux.',
  file_size_allowed: 'La taille maximale est de {max} Mo par fichier.',
  file_empty: 'Le fichier est vide.',
  file_empty_detail: 'Veuillez choisir un fichier qui a un contenu.',
  file_content_mismatch: 'Le contenu du fichier ne correspond pas à l’extension «.{ext}».',
  file_is_program: 'Le fichier est un programme exécutable et n’est pas accepté.',
  file_content_not_type:
    'Un vrai fichier .{ext} se présente autrement ; le fichier a peut-être été renommé ou est endommagé.',
  files_removed: '{count} fichier(s) supprimé(s).',
  files_remove_failed: 'Aucun des fichiers n’a pu être supprimé.',
  file_not_found: 'Le fichier est introuvable.',
  file_not_found_detail: 'Il n’appartient pas à ce projet ou a déjà été supprimé.',
  file_remove_not_own: 'Ce fichier a été téléversé par une autre personne.',
  file_remove_not_own_detail: 'Seuls la personne qui l’a téléversé et l’administration peuvent le supprimer.',
  media_url_missing: 'Aucun fichier n’a été indiqué (paramètre «url»).',
  media_link_invalid: 'Ce lien n’est pas valable.',
  media_link_expired: 'Ce lien a expiré. Veuillez en demander un nouveau.',
};

export const it: Record<keyof typeof de, string> = {
  upload_not_multipart: 'I file si caricano come multipart/form-data nel campo «file».',
  upload_malformed:
    'Non è stato possibile leggere i dati caricati: la trasmissione è incompleta o danneggiata. Caricate di nuovo i file.',
  upload_no_files: 'Non è stato inviato alcun file (campo «file»).',
  upload_quota_exceeded:
    'Lo spazio di archiviazione del progetto non basta: {used} di {quota} MB sono occupati. Eliminate i file non più necessari o rivolgetevi all’amministrazione. Non è stato caricato nulla.',
  upload_rate_exceeded:
    'Nell’ultima ora avete caricato {uploaded} MB; sono consentiti {max} MB all’ora. Riprovate tra {minutes} minuti. Non è stato caricato nulla.',
  upload_too_many_files: 'Si possono caricare al massimo {max} file alla volta.',
  upload_done: '{count} file caricati.',
  upload_partly_done: '{done} file su {total} caricati; gli altri sono stati rifiutati.',
  upload_failed: 'Nessuno dei file ha potuto essere caricato.',
  admin_file_name_should_not_exceed_200_chars: 'Il nome del file non deve superare i 200 caratteri.',
  file_name_length: 'Il nome ha {length} caratteri.',
  file_name_missing: 'Il file non ha un nome.',
  file_name_missing_detail: 'Dia al file un nome con estensione, p. es. «Pianta.pdf».',
  file_extension_missing: 'Il nome del file non ha un’estensione (p. es. «.pdf»).',
  file_type_not_allowed: 'I file di tipo «{ext}» non sono ammessi.',
  file_types_allowed: 'Tipi ammessi: {allowed}.',
  file_type_not_checkable: 'Il contenuto di questo tipo di file non può essere verificato.',
  file_too_large: 'Il file è troppo grande.',
  file_size_allowed: 'Sono ammessi al massimo {max} MB per file.',
  file_empty: 'Il file è vuoto.',
  file_empty_detail: 'Scelga un file con un contenuto.',
  file_content_mismatch: 'Il contenuto del file non corrisponde all’estensione «.{ext}».',
  file_is_program: 'Il file è un programma eseguibile e non viene accettato.',
  file_content_not_type:
    'Un vero file .{ext} ha un aspetto diverso; forse il file è stato rinominato o è danneggiato.',
  files_removed: '{count} file eliminati.',
  files_remove_failed: 'Nessuno dei file ha potuto essere eliminato.',
  file_not_found: 'Il file non è stato trovato.',
  file_not_found_detail: 'Non appartiene a questo progetto o è già stato eliminato.',
  file_remove_not_own: 'Questo file è stato caricato da un’altra persona.',
  file_remove_not_own_detail: 'Possono eliminarlo solo chi lo ha caricato e l’amministrazione.',
  media_url_missing: 'Non è stato indicato alcun file (parametro «url»).',
  media_link_invalid: 'Questo link non è valido.',
  media_link_expired: 'Questo link è scaduto. Ne richieda uno nuovo.',
};

export const en: Record<keyof typeof de, string> = {
  upload_not_multipart: 'Files are uploaded as multipart/form-data in the field "file".',
  upload_malformed:
    'The uploaded data could not be read: the transfer is incomplete or damaged. Please upload the files again.',
  upload_no_files: 'No file was sent (field "file").',
  upload_quota_exceeded:
    'The project’s storage is not enough for this: {used} of {quota} MB are used. Please delete files you no longer need or contact the administration. Nothing was uploaded.',
  upload_rate_exceeded:
    'You uploaded {uploaded} MB in the last hour; {max} MB per hour are allowed. Please try again in {minutes} minutes. Nothing was uploaded.',
  upload_too_many_files: 'At most {max} files can be uploaded at once.',
  upload_done: '{count} file(s) uploaded.',
  upload_partly_done: '{done} of {total} files uploaded; the others were refused.',
  upload_failed: 'None of the files could be uploaded.',
  admin_file_name_should_not_exceed_200_chars: 'The file name must not exceed 200 characters.',
  file_name_length: 'The name has {length} characters.',
  file_name_missing: 'The file has no name.',
  file_name_missing_detail: 'Please give the file a name with an extension, e.g. "Floor plan.pdf".',
  file_extension_missing: 'The file name has no extension (e.g. ".pdf").',
  file_type_not_allowed: 'Files of type "{ext}" are not allowed.',
  file_types_allowed: 'Allowed: {allowed}.',
  file_type_not_checkable: 'The content of this file type cannot be checked.',
  file_too_large: 'The file is too large.',
  file_size_allowed: 'At most {max} MB per file are allowed.',
  file_empty: 'The file is empty.',
  file_empty_detail: 'Please choose a file with content.',
  file_content_mismatch: 'The content of the file does not match its extension ".{ext}".',
  file_is_program: 'The file is an executable program and is not accepted.',
  file_content_not_type: 'A real .{ext} file looks different; the file may have been renamed or be damaged.',
  files_removed: '{count} file(s) deleted.',
  files_remove_failed: 'None of the files could be deleted.',
  file_not_found: 'The file was not found.',
  file_not_found_detail: 'It does not belong to this project or has already been deleted.',
  file_remove_not_own: 'This file was uploaded by someone else.',
  file_remove_not_own_detail: 'Only the person who uploaded it and the administration can delete it.',
  media_url_missing: 'No file was named (parameter "url").',
  media_link_invalid: 'This link is not valid.',
  media_link_expired: 'This link has expired. Please ask for a new one.',
};
