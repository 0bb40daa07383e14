import type { ComponentType } from 'react';
import type { TextArea } from '../../i18n/areas';

/**
 * The public pages' addresses (spec 1 section 2, unprotected routes) and what recognises them. No
 * React and no router here: the entry (resources/main.ts) decides by these whether an address
 * starts the small public start (src/public/publicStart.tsx) or the staff app, and both route the
 * pages of PUBLIC_PAGES (src/public/publicRoutes.tsx makes them lazy components).
 */

/** A language prefix of an address (`/fr/...`), which the server serves the same client for. */
const LANGUAGE_PREFIX = /^\/(?:fr|it|en)(?=\/|$)/;

/**
 * The addresses that show no staff frame: the public pages, the login and the error pages. The
 * static staff shell of index.html recognises them by the same expression (its inline script
 * cannot import; tests/client/publicPaths.test.ts holds the two to the same answers).
 */
const SHELL_FREE = /^\/(?:login|action|form|public|iframe|403|404|access-denied|base)(?:[/-]|$)/;

/** Whether an address is one of the pages outside the staff frame (index.html's shell skips them). */
export function isPublicPath(pathname: string): boolean {
  return SHELL_FREE.test(pathname.replace(LANGUAGE_PREFIX, ''));
}

type PageLoader = () => Promise<ComponentType>;

/** A public page: its route (react-router's syntax) and its code, loaded on demand. */
export interface PublicPageRoute {
  path: string;
  /** the page's code, fetched once (a failed fetch may be tried again) */
  load: PageLoader;
  /** the page's component once its code is there, else null */
  loaded: () => ComponentType | null;
  /** the text area the page shows in (its PublicLanguageProvider's), if any */
  texts?: TextArea;
  /** the page's first read, to start at once for an address (src/public/earlyReads.ts) */
  reads?: () => Promise<(url: URL) => void>;
}

/** A page of the table: its code fetched once and kept, so that a started page renders it at once. */
function page(
  path: string,
  load: PageLoader,
  texts?: TextArea,
  reads?: PublicPageRoute['reads'],
): PublicPageRoute {
  let component: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  return {
    path,
    texts,
    reads,
    load: () => {
      loading ??= load().then(
        (found) => (component = found),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => component,
  };
}

/**
 * The pages for people outside, in the public theme: setting a password from a mailed link, the
 * application form's pages, the action pages of mailed links (offer answer, document upload,
 * reference, viewings) and the public object list.
 */
export const PUBLIC_PAGES: readonly PublicPageRoute[] = [
  page('/action/account/:id/password-reset-form', () =>
    import('./PasswordResetPage').then((m) => m.PasswordResetPage),
  ),
  page('/action/account/:id/invitation', () => import('./InvitationPage').then((m) => m.InvitationPage)),
  page(
    '/form/application/new',
    () => import('./application/NewApplicationPage').then((m) => m.NewApplicationPage),
    'applicationForm',
    () => import('./pageReads').then((m) => m.readNewApplication),
  ),
  page(
    '/form/application/new/:slug/:token/:formId',
    () => import('./application/ApplicationSentPage').then((m) => m.ApplicationSentPage),
    'applicationForm',
  ),
  page(
    '/form/application/:slug/:token/create-adult',
    () => import('./application/CreateAdultPage').then((m) => m.CreateAdultPage),
    'applicationForm',
  ),
  page(
    '/form/application/:slug/:token/update/:formId?',
    () => import('./application/ApplicationUpdatePage').then((m) => m.ApplicationUpdatePage),
    'applicationForm',
  ),
  page(
    '/action/:id/offer-form',
    () => import('./action/OfferFormPage').then((m) => m.OfferFormPage),
    'applicationForm',
    () => import('./pageReads').then((m) => m.readOffer),
  ),
  page(
    '/action/:id/reference-form',
    () => import('./action/ReferenceFormPage').then((m) => m.ReferenceFormPage),
    'applicationForm',
  ),
  page(
    '/action/:uuid/:token/documents-upload-form',
    () => import('./action/DocumentsUploadPage').then((m) => m.DocumentsUploadPage),
    'applicationForm',
  ),
  page(
    '/action/:uuid/:token/contract-signing',
    () => import('./action/ContractSigningPage').then((m) => m.ContractSigningPage),
    'applicationForm',
  ),
  page(
    '/action/:uuid/:token/accounting-confirmation-form',
    () => import('./action/AccountingConfirmationPage').then((m) => m.AccountingConfirmationPage),
    'applicationForm',
  ),
  page(
    '/action/:slug/:token/appointments-booking-object',
    () => import('./viewings/ViewingBookingPage').then((m) => m.ViewingBookingPage),
    'viewingBooking',
  ),
  page(
    '/action/:slug/:token/appointment-cancel-booking',
    () => import('./viewings/ViewingBookingPage').then((m) => m.ViewingCancelPage),
    'viewingBooking',
  ),
  page(
    '/action/:token/appointment-edit-participants',
    () => import('./viewings/ViewingOnsitePage').then((m) => m.ViewingOnsitePage),
    'viewingOnsite',
  ),
  page(
    '/action/appointments-booking-general-with-contact',
    () => import('./viewings/ContactBookingPage').then((m) => m.GeneralContactBookingPage),
    'viewingBooking',
  ),
  page(
    '/action/:personSlug/appointments-booking-general',
    () => import('./viewings/ContactBookingPage').then((m) => m.PersonBookingPage),
    'viewingBooking',
  ),
  page(
    '/action/:objectSlug/appointments-booking-object-with-contact',
    () => import('./viewings/ContactBookingPage').then((m) => m.ObjectContactBookingPage),
    'viewingBooking',
  ),
  page(
    '/public-object-list',
    () => import('./objects/PublicObjectListPages').then((m) => m.PublicObjectListPage),
    'publicObjects',
  ),
  page(
    '/public-object-details/:id',
    () => import('./objects/PublicObjectPages').then((m) => m.PublicObjectDetailsPage),
    'publicObjects',
  ),
  page(
    '/iframe/object-list',
    () => import('./objects/PublicObjectListPages').then((m) => m.IframeObjectListPage),
    'publicObjects',
  ),
  page(
    '/iframe/object-details/:id',
    () => import('./objects/PublicObjectPages').then((m) => m.IframeObjectDetailsPage),
    'publicObjects',
  ),
];

/** A route as an expression: `:name` one segment, `:name?` an optional one, a trailing slash allowed. */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? segment.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
        : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    );
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const PATTERNS = PUBLIC_PAGES.map((page) => [patternOf(page.path), page] as const);

/**
 * The public page an address opens, or null: the staff app's addresses, the login and the error
 * pages are not in the table (nor is a language prefix: the app's routes have none).
 */
export function publicPageOf(pathname: string): PublicPageRoute | null {
  return PATTERNS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
