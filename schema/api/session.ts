import type { Features } from '../permissions';
import type { Language } from './common';

/** The signed-in user as login returns it (spec 1 section 3, "User (session)"). */
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  role: string;
  permissions: string[] | null;
  features: Features;
  username: string;
  userType: 'staff' | 'b2b';
  language: Language;
}

export interface LoginReply {
  token: string;
  user: SessionUser;
}

export interface ProjectLink {
  slug: string;
  title: string;
  type: string;
  brandColor: string;
  url: string;
}

/** GET /api/v1/bootstrap (spec 2 section 7.2). */
export interface Bootstrap {
  project_type: string;
  project: ProjectLink;
  availableFeatures: Features;
  baseBackendUrl: string;
  allowedFileTypes: string[];
  allowedImageTypes: string[];
  maxFileSize: number;
  maxNumObjectImages: number;
  projects: ProjectLink[];
  currency: string;
  currencyOrder: 'before' | 'after';
  unread_messages: number;
  uiConfig: { applicationForm: { template: string } };
  user: SessionUser;
  landingPage: string | null;
  canSeeProjectSettings: boolean;
}

/** The single sign-on a project offers on its login page (GET /api/v1/init). */
export interface InitSso {
  /** azure: Microsoft Entra ID (POST /api/v2/azure/sso); oidc: any OpenID Connect directory (POST /api/v2/oicd/sso) */
  provider: 'azure' | 'oidc';
}

/** GET /api/v1/init: what a page needs before anyone signs in. */
export interface InitReply {
  siteTitle: string;
  language: Language;
  favicon: string;
  bootstrap: {
    project_type: string;
    project: ProjectLink;
    baseBackendUrl: string;
    currency: string;
    currencyOrder: 'before' | 'after';
  };
  publicTranslations: Record<string, string>;
  /** the directory sign-in the login page offers; null: none */
  sso: InitSso | null;
}
