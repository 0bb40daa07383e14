import type { Language } from '../schema/api/common';

/** Flat texts of one area in one language. */
export type AreaTexts = Record<string, string>;

/** An area's loaders, one per language; German's shape is the one the others must have. */
type AreaLoaders<T extends AreaTexts> = { de: () => Promise<T> } & Record<
  Exclude<Language, 'de'>,
  () => Promise<NoInfer<T>>
>;

const area = <T extends AreaTexts>(loaders: AreaLoaders<T>): AreaLoaders<T> => loaders;

/**
 * The text areas: texts that are not part of the first load (core/) but come with the screens
 * that show them, each language as its own chunk. A screen asks for its area before it renders
 * (`useTexts` or `withTexts` in index.ts); once asked for, an area also loads with every language
 * the user switches to.
 *
 * - `staff`: every screen of the signed-in app (staff/de.ts lists its parts). The layout loads it
 *   before its first render; it starts loading at once when the app starts signed in.
 * - `applicationForm`: the public application pages (the applicant's form and the form engine's
 *   texts) and the public action pages (offer answer, document upload, reference), which show
 *   without the staff layout.
 */
export const TEXT_AREAS = {
  staff: area({
    de: () => import('./staff/de').then((module) => module.de),
    fr: () => import('./staff/fr').then((module) => module.fr),
    it: () => import('./staff/it').then((module) => module.it),
    en: () => import('./staff/en').then((module) => module.en),
  }),
  applicationForm: area({
    de: () =>
      Promise.all([
        import('./parts/forms/de'),
        import('./parts/applicationForm/de'),
        import('./parts/actionPages/de'),
      ]).then(([forms, form, action]) => ({ ...forms.de, ...form.de, ...action.de })),
    fr: () =>
      Promise.all([
        import('./parts/forms/fr'),
        import('./parts/applicationForm/fr'),
        import('./parts/actionPages/fr'),
      ]).then(([forms, form, action]) => ({ ...forms.fr, ...form.fr, ...action.fr })),
    it: () =>
      Promise.all([
        import('./parts/forms/it'),
        import('./parts/applicationForm/it'),
        import('./parts/actionPages/it'),
      ]).then(([forms, form, action]) => ({ ...forms.it, ...form.it, ...action.it })),
    en: () =>
      Promise.all([
        import('./parts/forms/en'),
        import('./parts/applicationForm/en'),
        import('./parts/actionPages/en'),
      ]).then(([forms, form, action]) => ({ ...forms.en, ...form.en, ...action.en })),
  }),
  /** the public booking pages of an invited person and with contact (and the form engine's texts) */
  viewingBooking: area({
    de: () =>
      Promise.all([
        import('./parts/forms/de'),
        import('./parts/viewingBooking/de'),
        import('./parts/contactBooking/de'),
      ]).then(([forms, page, contact]) => ({ ...forms.de, ...page.de, ...contact.de })),
    fr: () =>
      Promise.all([
        import('./parts/forms/fr'),
        import('./parts/viewingBooking/fr'),
        import('./parts/contactBooking/fr'),
      ]).then(([forms, page, contact]) => ({ ...forms.fr, ...page.fr, ...contact.fr })),
    it: () =>
      Promise.all([
        import('./parts/forms/it'),
        import('./parts/viewingBooking/it'),
        import('./parts/contactBooking/it'),
      ]).then(([forms, page, contact]) => ({ ...forms.it, ...page.it, ...contact.it })),
    en: () =>
      Promise.all([
        import('./parts/forms/en'),
        import('./parts/viewingBooking/en'),
        import('./parts/contactBooking/en'),
      ]).then(([forms, page, contact]) => ({ ...forms.en, ...page.en, ...contact.en })),
  }),
  /** the on-site page of a viewing (the caretaker's), with the closed-link texts of the action pages */
  viewingOnsite: area({
    de: () =>
      Promise.all([
        import('./parts/forms/de'),
        import('./parts/actionPages/de'),
        import('./parts/viewingBooking/de'),
        import('./parts/viewingOnsite/de'),
      ]).then(([forms, action, booking, page]) => ({ ...forms.de, ...action.de, ...booking.de, ...page.de })),
    fr: () =>
      Promise.all([
        import('./parts/forms/fr'),
        import('./parts/actionPages/fr'),
        import('./parts/viewingBooking/fr'),
        import('./parts/viewingOnsite/fr'),
      ]).then(([forms, action, booking, page]) => ({ ...forms.fr, ...action.fr, ...booking.fr, ...page.fr })),
    it: () =>
      Promise.all([
        import('./parts/forms/it'),
        import('./parts/actionPages/it'),
        import('./parts/viewingBooking/it'),
        import('./parts/viewingOnsite/it'),
      ]).then(([forms, action, booking, page]) => ({ ...forms.it, ...action.it, ...booking.it, ...page.it })),
    en: () =>
      Promise.all([
        import('./parts/forms/en'),
        import('./parts/actionPages/en'),
        import('./parts/viewingBooking/en'),
        import('./parts/viewingOnsite/en'),
      ]).then(([forms, action, booking, page]) => ({ ...forms.en, ...action.en, ...booking.en, ...page.en })),
  }),
  /** the public object list and details, with the interest form (the form engine's and the public pages' loading texts) */
  publicObjects: area({
    de: () =>
      Promise.all([
        import('./parts/forms/de'),
        import('./parts/viewingBooking/de'),
        import('./parts/publicObjects/de'),
      ]).then(([forms, booking, page]) => ({ ...forms.de, ...booking.de, ...page.de })),
    fr: () =>
      Promise.all([
        import('./parts/forms/fr'),
        import('./parts/viewingBooking/fr'),
        import('./parts/publicObjects/fr'),
      ]).then(([forms, booking, page]) => ({ ...forms.fr, ...booking.fr, ...page.fr })),
    it: () =>
      Promise.all([
        import('./parts/forms/it'),
        import('./parts/viewingBooking/it'),
        import('./parts/publicObjects/it'),
      ]).then(([forms, booking, page]) => ({ ...forms.it, ...booking.it, ...page.it })),
    en: () =>
      Promise.all([
        import('./parts/forms/en'),
        import('./parts/viewingBooking/en'),
        import('./parts/publicObjects/en'),
      ]).then(([forms, booking, page]) => ({ ...forms.en, ...booking.en, ...page.en })),
  }),
};

export type TextArea = keyof typeof TEXT_AREAS;
