/** The generic wizard: pages declared as data on the form engine (spec 1 "Wizards", section 4). */
export { clearDraft, currentDraftKey, draftKey, readDraft, type WizardDraft } from './draft';
export type { WizardMenuImage, WizardPage, WizardProps } from './types';
export { Wizard } from './Wizard';
export { WizardMenu, type WizardMenuProps } from './WizardMenu';
export { answersOf, isUnder, pageFieldTest, pageSources, visiblePages } from './wizardModel';
