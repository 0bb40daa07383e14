import type { FieldValues } from 'react-hook-form';
import { getStoredUser } from '../../dataProvider/storage';
import { tenantFromHost } from '../../dataProvider/requestRules';

/** A wizard's answers kept in the browser, so that a reload or a closed tab loses nothing. */
export interface WizardDraft {
  values: FieldValues;
  /** the page the user was on */
  page: string;
  /** ISO time of the last change */
  savedAt: string;
}

/** One draft per wizard, project and user: another project or another person never sees it. */
export function draftKey(wizard: string, project: string, user: string | number): string {
  return `immodesk.wizard.${wizard}.${project}.${user}`;
}

/** The storage key of a wizard's draft for the signed-in user in the project of this address. */
export function currentDraftKey(wizard: string): string {
  const project = typeof window === 'undefined' ? 'rent' : tenantFromHost(window.location.hostname);
  return draftKey(wizard, project, getStoredUser()?.id ?? 'anonymous');
}

export function readDraft(key: string): WizardDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<WizardDraft>;
    if (typeof draft !== 'object' || draft === null || typeof draft.page !== 'string') return null;
    if (typeof draft.values !== 'object' || draft.values === null || typeof draft.savedAt !== 'string')
      return null;
    return draft as WizardDraft;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: WizardDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or refused (private mode): the wizard works on without a draft
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing kept, nothing to clear
  }
}
