import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import {
  Box,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useResourceDefinitions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { builtMenuEntries, menuItemsOf, pageMenuItemsOf } from '../registry/menu';
import { FeatureUnavailableDialog } from './FeatureUnavailableDialog';
import { SETTINGS_PATH } from './flags';
import { MENU_LABEL, MenuRow } from './MenuRow';
import { SETTINGS_BACK_ITEM, type MenuItemConfig } from './menuItems';
import { visibleMenuItems } from './menuModel';
import { PrivacyPolicyDialog } from './PrivacyPolicyDialog';
import { useLayoutSession } from './useLayoutSession';

export interface AppMenuProps {
  collapsed: boolean;
  /** a link was followed (closes the phone drawer) */
  onNavigate?: () => void;
  /** the menu configuration; by default the registered resources' entries (tests pass their own) */
  items?: readonly MenuItemConfig[];
  /** the menu entries that have screens; by default those of the registered resources */
  built?: readonly string[];
  /** the settings mode's menu (under /settings); by default the settings resource's pages */
  settingsItems?: readonly MenuItemConfig[];
}

function isSettingsPath(pathname: string): boolean {
  return pathname === SETTINGS_PATH || pathname.startsWith(`${SETTINGS_PATH}/`);
}

function PrivacyPolicyEntry({ collapsed, onOpen }: { collapsed: boolean; onOpen: () => void }) {
  const translate = useTranslate();
  const title = translate('layout_privacy_policy');
  const button = (
    <ListItemButton
      onClick={onOpen}
      aria-label={collapsed ? title : undefined}
      sx={{ mx: 1, pl: 1.5, minHeight: 40, color: 'text.secondary' }}
    >
      <ListItemIcon>
        <PolicyOutlined fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText primary={title} slotProps={{ primary: { variant: 'body2', sx: MENU_LABEL } }} />
      )}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={title} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/**
 * The left menu: the built entries the user may open, BETA tags, behaviour-flagged entries that
 * open the feature-unavailable modal, and the privacy policy at the bottom. Under /settings it is
 * in settings mode: a way back to the app, then the project settings pages.
 */
export function AppMenu({
  collapsed,
  onNavigate,
  items: givenItems,
  built: givenBuilt,
  settingsItems: givenSettingsItems,
}: AppMenuProps) {
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  const settingsItems = useMemo(
    () => givenSettingsItems ?? pageMenuItemsOf('settings', definitions),
    [givenSettingsItems, definitions],
  );
  const items = useMemo(() => givenItems ?? menuItemsOf(definitions), [givenItems, definitions]);
  const built = useMemo(() => givenBuilt ?? builtMenuEntries(definitions), [givenBuilt, definitions]);
  const { pathname } = useLocation();
  const { subject, bootstrap } = useLayoutSession();
  const projectType = bootstrap?.project_type ?? bootstrap?.project?.type ?? '';
  const settingsMode = isSettingsPath(pathname);
  const visible = useMemo(
    () =>
      settingsMode
        ? visibleMenuItems(
            // a page of other project types is not in this project's menu
            settingsItems.filter((item) => !item.projectTypes || item.projectTypes.includes(projectType)),
            subject,
            settingsItems.map((item) => item.key),
          )
        : visibleMenuItems(items, subject, built),
    [settingsMode, settingsItems, items, subject, built, projectType],
  );
  const [flagged, setFlagged] = useState<MenuItemConfig | null>(null);
  const [flaggedOpen, setFlaggedOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const onFlagged = (item: MenuItemConfig) => {
    setFlagged(item);
    setFlaggedOpen(true);
  };

  return (
    <Box
      component="nav"
      aria-label={translate(settingsMode ? 'settings_menu_label' : 'layout_menu_label')}
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, overflowX: 'hidden' }}
    >
      {settingsMode && (
        <>
          <List sx={{ py: 1 }}>
            <MenuRow
              item={SETTINGS_BACK_ITEM}
              collapsed={collapsed}
              pathname={pathname}
              onFlagged={onFlagged}
              onNavigate={onNavigate}
            />
          </List>
          <Divider />
        </>
      )}
      <List sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }}>
        {settingsMode && !collapsed && (
          <ListSubheader disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
            {translate('layout_settings')}
          </ListSubheader>
        )}
        {visible.map((item) => (
          <MenuRow
            key={item.key}
            item={item}
            collapsed={collapsed}
            pathname={pathname}
            onFlagged={onFlagged}
            onNavigate={onNavigate}
          />
        ))}
      </List>
      <Divider />
      <List component="div" sx={{ py: 1 }}>
        <PrivacyPolicyEntry collapsed={collapsed} onOpen={() => setPrivacyOpen(true)} />
      </List>
      <PrivacyPolicyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
      <FeatureUnavailableDialog
        open={flaggedOpen}
        onClose={() => setFlaggedOpen(false)}
        behaviour={flagged?.behaviour ?? null}
        feature={flagged ? translate(flagged.titleKey) : ''}
      />
    </Box>
  );
}
