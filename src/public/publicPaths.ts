import type { ComponentType } from 'react';

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
  load: PageLoader;
}

/**
 * The pages for people outside, in the public theme: setting a password from a mailed link, the
 * application form's pages, the action pages of mailed links (offer answer, document upload,
 * reference, viewings) and the public object list.
 */
export const PUBLIC_PAGES: readonly PublicPageRoute[] = [
  {
    path: '/action/account/:id/password-reset-form',
    load: () => import('./PasswordResetPage').then((m) => m.PasswordResetPage),
  },
  {
    path: '/action/account/:id/invitation',
    load: () => import('./InvitationPage').then((m) => m.InvitationPage),
  },
  {
    path: '/form/application/new',
    load: () => import('./application/NewApplicationPage').then((m) => m.NewApplicationPage),
  },
  {
    path: '/form/application/new/:slug/:token/:formId',
    load: () => import('./application/ApplicationSentPage').then((m) => m.ApplicationSentPage),
  },
  {
    path: '/form/application/:slug/:token/create-adult',
    load: () => import('./application/CreateAdultPage').then((m) => m.CreateAdultPage),
  },
  {
    path: '/form/application/:slug/:token/update/:formId?',
    load: () => import('./application/ApplicationUpdatePage').then((m) => m.ApplicationUpdatePage),
  },
  {
    path: '/action/:id/offer-form',
    load: () => import('./action/OfferFormPage').then((m) => m.OfferFormPage),
  },
  {
    path: '/action/:id/reference-form',
    load: () => import('./action/ReferenceFormPage').then((m) => m.ReferenceFormPage),
  },
  {
    path: '/action/:uuid/:token/documents-upload-form',
    load: () => import('./action/DocumentsUploadPage').then((m) => m.DocumentsUploadPage),
  },
  {
    path: '/action/:uuid/:token/contract-signing',
    load: () => import('./action/ContractSigningPage').then((m) => m.ContractSigningPage),
  },
  {
    path: '/action/:uuid/:token/accounting-confirmation-form',
    load: () => import('./action/AccountingConfirmationPage').then((m) => m.AccountingConfirmationPage),
  },
  {
    path: '/action/:slug/:token/appointments-booking-object',
    load: () => import('./viewings/ViewingBookingPage').then((m) => m.ViewingBookingPage),
  },
  {
    path: '/action/:slug/:token/appointment-cancel-booking',
    load: () => import('./viewings/ViewingBookingPage').then((m) => m.ViewingCancelPage),
  },
  {
    path: '/action/:token/appointment-edit-participants',
    load: () => import('./viewings/ViewingOnsitePage').then((m) => m.ViewingOnsitePage),
  },
  {
    path: '/action/appointments-booking-general-with-contact',
    load: () => import('./viewings/ContactBookingPage').then((m) => m.GeneralContactBookingPage),
  },
  {
    path: '/action/:personSlug/appointments-booking-general',
    load: () => import('./viewings/ContactBookingPage').then((m) => m.PersonBookingPage),
  },
  {
    path: '/action/:objectSlug/appointments-booking-object-with-contact',
    load: () => import('./viewings/ContactBookingPage').then((m) => m.ObjectContactBookingPage),
  },
  {
    path: '/public-object-list',
    load: () => import('./objects/PublicObjectListPages').then((m) => m.PublicObjectListPage),
  },
  {
    path: '/public-object-details/:id',
    load: () => import('./objects/PublicObjectPages').then((m) => m.PublicObjectDetailsPage),
  },
  {
    path: '/iframe/object-list',
    load: () => import('./objects/PublicObjectListPages').then((m) => m.IframeObjectListPage),
  },
  {
    path: '/iframe/object-details/:id',
    load: () => import('./objects/PublicObjectPages').then((m) => m.IframeObjectDetailsPage),
  },
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
