export { AppLayout } from './AppLayout';
export { AppMenu, type AppMenuProps } from './AppMenu';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { errorContent, type ErrorAction, type ErrorContent } from './errorContent';
export { FeatureUnavailableDialog, type FeatureUnavailableDialogProps } from './FeatureUnavailableDialog';
export { CHANGELOG_PATH, SETTINGS_PATH, SUPPORT_EMAIL } from './flags';
export { LayoutErrorBoundary } from './LayoutErrorBoundary';
export { type MenuBehaviour, type MenuIcon, type MenuItemConfig } from './menuItems';
export {
  isItemActive,
  shouldAutoCollapse,
  showChangelogBell,
  showSettingsGear,
  showUnreadCounter,
  unreadLabel,
  visibleMenuItems,
} from './menuModel';
export { PrivacyPolicyDialog } from './PrivacyPolicyDialog';
export { AccessDeniedPage, NotFoundPage, PublicFooter, PublicPage } from './PublicPages';
export { SidepanelProvider, useSidepanel, type Sidepanel } from './sidepanel';
export { SidepanelHost } from './SidepanelHost';
