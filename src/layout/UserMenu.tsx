import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import {
  Avatar,
  Box,
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../schema/api/common';
import type { SessionUser } from '../../schema/api/session';
import { fullNameOf } from '../../authProvider/rules';
import { LANGUAGE_NAMES } from '../../i18n';
import { useLanguage } from '../session/useLanguage';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return (letters.length > 1 ? `${letters[0]}${letters[letters.length - 1]}` : (letters[0] ?? '?')).slice(
    0,
    2,
  );
}

/** The user menu: account name, account settings, language switch (de, fr, it, en) and logout. */
export function UserMenu({ user, compact }: { user: SessionUser | null; compact: boolean }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [language, setLanguage] = useLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user ? fullNameOf(user) : '';
  const close = () => setAnchor(null);
  const choose = (next: Language) => {
    close();
    if (next !== language) void setLanguage(next);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ minWidth: 0, gap: 1, px: 1 }}
      >
        <Avatar aria-hidden sx={{ width: 30, height: 30, fontSize: '0.8rem', bgcolor: 'primary.main' }}>
          {initials(name)}
        </Avatar>
        {!compact && (
          <Typography component="span" variant="body2" noWrap sx={{ maxWidth: 180, fontWeight: 500 }}>
            {name}
          </Typography>
        )}
        {/* named by what it shows plus its purpose: "Anna Keller Benutzermenü" (voice control finds it by the name) */}
        <Box component="span" sx={visuallyHidden}>
          {translate('layout_user_menu')}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <ListSubheader component="div" sx={{ lineHeight: 1.4, py: 1 }}>
          <Typography variant="body2" component="div" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {name}
          </Typography>
          {user?.email && (
            <Typography variant="caption" component="div" color="text.secondary">
              {user.email}
            </Typography>
          )}
        </ListSubheader>
        <Divider />
        <MenuItem component={Link} to="/profile-settings" onClick={close}>
          <ListItemIcon>
            <ManageAccounts fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('profile_menu_account')} />
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px' }}>{translate('layout_language')}</ListSubheader>
        {LANGUAGES.map((lang) => (
          <MenuItem key={lang} selected={lang === language} lang={lang} onClick={() => choose(lang)}>
            <ListItemIcon>{lang === language && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText primary={LANGUAGE_NAMES[lang]} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('layout_logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}
