/** A household as the shipped form asks for it (schema/applicationForm.ts, defaultForm.ts). */
export function validApplication(uuid: string, extra: Record<string, unknown> = {}) {
  return {
    language: 'fr',
    uuids: [uuid],
    household: {
      move_in_date: '2027-04-01',
      residents: 2,
      pets: false,
      instruments: 'no',
      parking: 'garage_1',
      landlord_name: 'Régie du Lac SA',
      landlord_phone: '021 312 45 67',
      debt_collection_entries: 'no',
      consent: true,
    },
    adults: [
      {
        first_name: 'Camille',
        last_name: 'Favre',
        birth_date: '1988-05-12',
        nationality: 'CH',
        email: 'Camille.Favre@example.ch',
        phone: '079 123 45 67',
        employment: 'employed',
        employer: 'Hôpital cantonal',
        income: 96000,
      },
    ],
    children: [{ first_name: 'Léa', last_name: 'Favre', birth_date: '2019-09-03' }],
    ...extra,
  };
}
