import { Chip, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isItemActive } from './menuModel';
import type { MenuItemConfig } from './menuItems';

export interface MenuRowProps {
  item: MenuItemConfig;
  parent?: MenuItemConfig;
  collapsed: boolean;
  pathname: string;
  /** an item with a behaviour flag was chosen */
  onFlagged: (item: MenuItemConfig) => void;
  /** a link was followed (closes the phone drawer) */
  onNavigate?: () => void;
}

/**
 * A menu label wraps rather than being cut: French and Italian entries ("Surfaces commerciales",
 * "Impostazioni del progetto") are longer than the menu is wide.
 */
export const MENU_LABEL = {
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  lineHeight: 1.3,
} as const;

function BetaTag() {
  const translate = useTranslate();
  return (
    <Chip
      label={translate('layout_menu_beta')}
      size="small"
      color="primary"
      variant="outlined"
      sx={{ ml: 1, height: 20, fontSize: '0.65rem', fontWeight: 700, letterSpacing: '0.04em' }}
    />
  );
}

/** One entry of the left menu with its children; a link, or a button that opens the feature-unavailable modal. */
export function MenuRow({ item, parent, collapsed, pathname, onFlagged, onNavigate }: MenuRowProps) {
  const translate = useTranslate();
  const title = translate(item.titleKey);
  const active = isItemActive(item, pathname);
  const Icon = item.icon;
  const showChildren = !collapsed && item.children !== undefined && item.children.length > 0;
  const childActive = showChildren && (item.children ?? []).some((child) => isItemActive(child, pathname));
  const common = {
    selected: active && !childActive,
    sx: { mx: 1, my: 0.25, pl: parent && !collapsed ? 4 : 1.5, minHeight: 40 },
    'aria-label': collapsed ? title : undefined,
  };

  const content = (
    <>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={title}
          slotProps={{ primary: { variant: 'body2', sx: { ...MENU_LABEL, fontWeight: active ? 600 : 500 } } }}
        />
      )}
      {!collapsed && item.beta && <BetaTag />}
    </>
  );

  const button =
    item.behaviour !== null ? (
      <ListItemButton {...common} onClick={() => onFlagged(item)}>
        {content}
      </ListItemButton>
    ) : (
      <ListItemButton
        {...common}
        component={RouterLink}
        to={item.path}
        aria-current={common.selected ? 'page' : undefined}
        onClick={onNavigate}
      >
        {content}
      </ListItemButton>
    );

  return (
    <li>
      {collapsed ? (
        <Tooltip title={title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {showChildren && (
        <List disablePadding>
          {item.children?.map((child) => (
            <MenuRow
              key={child.key}
              item={child}
              parent={item}
              collapsed={collapsed}
              pathname={pathname}
              onFlagged={onFlagged}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      )}
    </li>
  );
}
