import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import { Box, Divider, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { BUILT_MENU_ENTRIES } from '../routes/builtScreens';
import { FeatureUnavailableDialog } from './FeatureUnavailableDialog';
import { MenuRow } from './MenuRow';
import { MENU_ITEMS, type MenuItemConfig } from './menuItems';
import { visibleMenuItems } from './menuModel';
import { PrivacyPolicyDialog } from './PrivacyPolicyDialog';
import { useLayoutSession } from './useLayoutSession';

export interface AppMenuProps {
  collapsed: boolean;
  /** a link was followed (closes the phone drawer) */
  onNavigate?: () => void;
  /** the menu configuration; tests pass their own */
  items?: readonly MenuItemConfig[];
  /** the menu entries that have screens */
  built?: readonly string[];
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
        <ListItemText primary={title} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
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
 * open the feature-unavailable modal, and the privacy policy at the bottom.
 */
export function AppMenu({
  collapsed,
  onNavigate,
  items = MENU_ITEMS,
  built = BUILT_MENU_ENTRIES,
}: AppMenuProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { subject } = useLayoutSession();
  const visible = useMemo(() => visibleMenuItems(items, subject, built), [items, subject, built]);
  const [flagged, setFlagged] = useState<MenuItemConfig | null>(null);
  const [flaggedOpen, setFlaggedOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);

  return (
    <Box
      component="nav"
      aria-label={translate('layout_menu_label')}
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, overflowX: 'hidden' }}
    >
      <List sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }}>
        {visible.map((item) => (
          <MenuRow
            key={item.key}
            item={item}
            collapsed={collapsed}
            pathname={pathname}
            onFlagged={(item) => {
              setFlagged(item);
              setFlaggedOpen(true);
            }}
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
