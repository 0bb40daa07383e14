/** Settings > owners, in all four languages. */
export const de = {
  owner_not_found: 'Diese Eigentümerin oder dieser Eigentümer wurde nicht gefunden.',
  owner_changed_meanwhile: 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie ihn neu.',
  owners_export_title: 'Eigentümer',
  col_owner_name: 'Name',
  col_owner_city: 'Ort',
  col_owner_phone: 'Telefon',
};

export const fr: typeof de = {
  owner_not_found: 'Ce propriétaire est introuvable.',
  owner_changed_meanwhile: 'L’entrée a été modifiée entre-temps. Veuillez la recharger.',
  owners_export_title: 'Propriétaires',
  col_owner_name: 'Nom',
  col_owner_city: 'Localité',
  col_owner_phone: 'Téléphone',
};

export const it: typeof de = {
  owner_not_found: 'Questo proprietario non è stato trovato.',
  owner_changed_meanwhile: 'La voce è stata modificata nel frattempo. Ricaricarla.',
  owners_export_title: 'Proprietari',
  col_owner_name: 'Nome',
  col_owner_city: 'Località',
  col_owner_phone: 'Telefono',
};

export const en: typeof de = {
  owner_not_found: 'This owner was not found.',
  owner_changed_meanwhile: 'The entry was changed in the meantime. Please reload it.',
  owners_export_title: 'Owners',
  col_owner_name: 'Name',
  col_owner_city: 'City',
  col_owner_phone: 'Phone',
};
