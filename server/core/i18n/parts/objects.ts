import { singularCaptions } from '../../../../schema/objectStateCaptions';
/** Texts of the objects area: objects, buildings and their states (all four languages; German is the reference). */
export const de = {
  // the state of an object by kind (schema/states.ts objectStateLabelKey): list cells and filters
  ...singularCaptions('de'),
  // not found, not here
  object_type_unknown: 'Die Objektart «{type}» gibt es nicht.',
  object_call_not_in_project: 'Diese Funktion gibt es in einem Projekt dieses Typs nicht.',
  building_not_found: 'Die Liegenschaft wurde nicht gefunden.',

  // saving
  record_changed:
    '{entity} wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und nehmen Sie Ihre Änderung noch einmal vor.',
  record_entity_object: 'Das Objekt',
  record_entity_building: 'Die Liegenschaft',
  form_fields_invalid: 'Bitte korrigieren Sie die markierten Felder.',
  ref_number_taken: 'Die Referenznummer «{refNumber}» ist in diesem Projekt bereits vergeben.',
  object_deleted: 'Das Objekt «{title}» wurde gelöscht.',
  building_deleted: 'Die Liegenschaft «{title}» wurde gelöscht.',

  // refusals of state actions and deletion
  object_action_not_in_project: 'Diese Aktion gibt es für Objekte dieses Projekts nicht.',
  object_action_inactive: 'Das Objekt ist inaktiv. Bitte aktivieren Sie es zuerst.',
  object_action_not_in_state: 'Im aktuellen Status des Objekts ist diese Aktion nicht möglich.',
  object_delete_bound:
    'Das Objekt ist angeboten, zugeteilt, vermietet, reserviert oder verkauft und kann nicht gelöscht werden.',
  object_delete_has_applications:
    'Das Objekt ist einer Bewerbung angeboten oder zugeteilt und kann nicht gelöscht werden.',
  object_delete_has_tenant: 'Das Objekt ist vermietet und kann nicht gelöscht werden.',
  object_delete_has_buyer: 'Das Objekt ist reserviert oder verkauft und kann nicht gelöscht werden.',
  building_has_objects:
    'Zu dieser Liegenschaft gehören noch Objekte. Sie kann erst gelöscht werden, wenn keine mehr dazugehören.',

  // the features of an object (its characteristics): printed on flyers, and read back by the
  // import in every language, so keep them distinct
  characteristic_balcony: 'Balkon',
  characteristic_terrace: 'Terrasse',
  characteristic_garden: 'Garten',
  characteristic_lift: 'Lift',
  characteristic_dishwasher: 'Geschirrspüler',
  characteristic_washing_machine: 'Eigene Waschmaschine',
  characteristic_parquet: 'Parkett',
  characteristic_cellar: 'Kellerabteil',
  characteristic_view: 'Aussicht',
  characteristic_fireplace: 'Cheminée',
  characteristic_minergie: 'Minergie',
  characteristic_wheelchair_accessible: 'Rollstuhlgängig',
  characteristic_ev_charging: 'Ladestation',
  characteristic_covered: 'Gedeckt',
  characteristic_window: 'Fenster',
  characteristic_heating: 'Beheizt',
  characteristic_shop_window: 'Schaufenster',
  characteristic_network_cabling: 'Netzwerkverkabelung',
  characteristic_goods_lift: 'Warenlift',
  characteristic_developed: 'Erschlossen',
  // list filters the home page's figures open
  filter_offer_due: 'Angebotsfrist in den nächsten 3 Tagen',
  filter_without_applications: 'Ohne offene Bewerbung',
} as const;

export const fr: Record<keyof typeof de, string> = {
  ...singularCaptions('fr'),
  object_type_unknown: 'Le type d’objet «{type}» n’existe pas.',
  object_call_not_in_project: 'Cette fonction n’existe pas dans un projet de ce type.',
  building_not_found: 'L’immeuble est introuvable.',

  record_changed:
    '{entity} a été modifié entre-temps par quelqu’un d’autre. Veuillez recharger la page et refaire votre modification.',
  record_entity_object: 'L’objet',
  record_entity_building: 'L’immeuble',
  form_fields_invalid: 'Veuillez corriger les champs signalés.',
  ref_number_taken: 'Le numéro de référence «{refNumber}» est déjà attribué dans ce projet.',
  object_deleted: 'L’objet «{title}» a été supprimé.',
  building_deleted: 'L’immeuble «{title}» a été supprimé.',

  object_action_not_in_project: 'Cette action n’existe pas pour les objets de ce projet.',
  object_action_inactive: 'L’objet est inactif. Veuillez d’abord l’activer.',
  object_action_not_in_state: 'Cette action n’est pas possible dans le statut actuel de l’objet.',
  object_delete_bound: 'L’objet est offert, attribué, loué, réservé ou vendu et ne peut pas être supprimé.',
  object_delete_has_applications:
    'L’objet est offert ou attribué à une candidature et ne peut pas être supprimé.',
  object_delete_has_tenant: 'L’objet est loué et ne peut pas être supprimé.',
  object_delete_has_buyer: 'L’objet est réservé ou vendu et ne peut pas être supprimé.',
  building_has_objects:
    'Des objets appartiennent encore à cet immeuble. Il ne pourra être supprimé que lorsqu’il n’en aura plus.',

  characteristic_balcony: 'Balcon',
  characteristic_terrace: 'Terrasse',
  characteristic_garden: 'Jardin',
  characteristic_lift: 'Ascenseur',
  characteristic_dishwasher: 'Lave-vaisselle',
  characteristic_washing_machine: 'Lave-linge privé',
  characteristic_parquet: 'Parquet',
  characteristic_cellar: 'Cave',
  characteristic_view: 'Vue',
  characteristic_fireplace: 'Cheminée',
  characteristic_minergie: 'Minergie',
  characteristic_wheelchair_accessible: 'Accessible en fauteuil roulant',
  characteristic_ev_charging: 'Borne de recharge',
  characteristic_covered: 'Couvert',
  characteristic_window: 'Fenêtre',
  characteristic_heating: 'Chauffé',
  characteristic_shop_window: 'Vitrine',
  characteristic_network_cabling: 'Câblage réseau',
  characteristic_goods_lift: 'Monte-charge',
  characteristic_developed: 'Équipé',
  filter_offer_due: 'Délai de réponse dans les 3 prochains jours',
  filter_without_applications: 'Sans candidature ouverte',
};

export const it: Record<keyof typeof de, string> = {
  ...singularCaptions('it'),
  object_type_unknown: 'Il tipo di oggetto «{type}» non esiste.',
  object_call_not_in_project: 'Questa funzione non esiste in un progetto di questo tipo.',
  building_not_found: 'Lo stabile non è stato trovato.',

  record_changed:
    '{entity} è stato modificato nel frattempo da qualcun altro. Ricarichi la pagina e ripeta la modifica.',
  record_entity_object: 'L’oggetto',
  record_entity_building: 'Lo stabile',
  form_fields_invalid: 'Corregga i campi evidenziati.',
  ref_number_taken: 'Il numero di riferimento «{refNumber}» è già assegnato in questo progetto.',
  object_deleted: 'L’oggetto «{title}» è stato eliminato.',
  building_deleted: 'Lo stabile «{title}» è stato eliminato.',

  object_action_not_in_project: 'Questa azione non esiste per gli oggetti di questo progetto.',
  object_action_inactive: 'L’oggetto è inattivo. Lo attivi prima.',
  object_action_not_in_state: 'Nello stato attuale dell’oggetto questa azione non è possibile.',
  object_delete_bound:
    'L’oggetto è offerto, assegnato, affittato, riservato o venduto e non può essere eliminato.',
  object_delete_has_applications:
    'L’oggetto è offerto o assegnato a una candidatura e non può essere eliminato.',
  object_delete_has_tenant: 'L’oggetto è affittato e non può essere eliminato.',
  object_delete_has_buyer: 'L’oggetto è riservato o venduto e non può essere eliminato.',
  building_has_objects:
    'A questo stabile appartengono ancora degli oggetti. Potrà essere eliminato solo quando non ne avrà più.',

  characteristic_balcony: 'Balcone',
  characteristic_terrace: 'Terrazza',
  characteristic_garden: 'Giardino',
  characteristic_lift: 'Ascensore',
  characteristic_dishwasher: 'Lavastoviglie',
  characteristic_washing_machine: 'Lavatrice propria',
  characteristic_parquet: 'Parquet',
  characteristic_cellar: 'Cantina',
  characteristic_view: 'Vista',
  characteristic_fireplace: 'Camino',
  characteristic_minergie: 'Minergie',
  characteristic_wheelchair_accessible: 'Accessibile in sedia a rotelle',
  characteristic_ev_charging: 'Stazione di ricarica',
  characteristic_covered: 'Coperto',
  characteristic_window: 'Finestra',
  characteristic_heating: 'Riscaldato',
  characteristic_shop_window: 'Vetrina',
  characteristic_network_cabling: 'Cablaggio di rete',
  characteristic_goods_lift: 'Montacarichi',
  characteristic_developed: 'Urbanizzato',
  filter_offer_due: 'Scadenza dell’offerta nei prossimi 3 giorni',
  filter_without_applications: 'Senza candidature aperte',
};

export const en: Record<keyof typeof de, string> = {
  ...singularCaptions('en'),
  object_type_unknown: 'There is no object type “{type}”.',
  object_call_not_in_project: 'This function does not exist in a project of this type.',
  building_not_found: 'The building was not found.',

  record_changed:
    '{entity} has been changed by someone else in the meantime. Please reload the page and make your change again.',
  record_entity_object: 'The object',
  record_entity_building: 'The building',
  form_fields_invalid: 'Please correct the marked fields.',
  ref_number_taken: 'The reference number “{refNumber}” is already used in this project.',
  object_deleted: 'The object “{title}” has been deleted.',
  building_deleted: 'The building “{title}” has been deleted.',

  object_action_not_in_project: 'This action does not exist for objects of this project.',
  object_action_inactive: 'The object is inactive. Please activate it first.',
  object_action_not_in_state: 'This action is not possible in the object’s current state.',
  object_delete_bound: 'The object is offered, assigned, let, reserved or sold and cannot be deleted.',
  object_delete_has_applications:
    'The object is offered or assigned to an application and cannot be deleted.',
  object_delete_has_tenant: 'The object is let and cannot be deleted.',
  object_delete_has_buyer: 'The object is reserved or sold and cannot be deleted.',
  building_has_objects: 'Objects still belong to this building. It can only be deleted once none are left.',

  characteristic_balcony: 'Balcony',
  characteristic_terrace: 'Terrace',
  characteristic_garden: 'Garden',
  characteristic_lift: 'Lift',
  characteristic_dishwasher: 'Dishwasher',
  characteristic_washing_machine: 'Own washing machine',
  characteristic_parquet: 'Parquet',
  characteristic_cellar: 'Cellar compartment',
  characteristic_view: 'View',
  characteristic_fireplace: 'Fireplace',
  characteristic_minergie: 'Minergie',
  characteristic_wheelchair_accessible: 'Wheelchair accessible',
  characteristic_ev_charging: 'Charging station',
  characteristic_covered: 'Covered',
  characteristic_window: 'Window',
  characteristic_heating: 'Heated',
  characteristic_shop_window: 'Shop window',
  characteristic_network_cabling: 'Network cabling',
  characteristic_goods_lift: 'Goods lift',
  characteristic_developed: 'Serviced',
  filter_offer_due: 'Offer due within the next 3 days',
  filter_without_applications: 'Without open applications',
};
