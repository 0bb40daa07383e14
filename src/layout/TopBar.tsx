import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { TitlePortal, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { brandColorFor } from '../theme';
import { ChangelogBell } from './ChangelogBell';
import { SETTINGS_PATH } from './flags';
import { TOOLBAR_HEIGHT } from './layoutSizes';
import { showChangelogBell, showSettingsGear, showUnreadCounter } from './menuModel';
import { ProjectSwitcher } from './ProjectSwitcher';
import { LiveUnreadCounter } from './UnreadCounter';
import { useLayoutSession } from './useLayoutSession';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  mobile: boolean;
  collapsed: boolean;
  onMenuButton: () => void;
}

function menuButtonLabel(mobile: boolean, collapsed: boolean): string {
  if (mobile) return 'layout_menu_open';
  return collapsed ? 'layout_menu_expand' : 'layout_menu_collapse';
}

/** The top bar (spec 1 section 1): menu button, project switcher, page title, mail count, gear, bell, user menu. */
export function TopBar({ mobile, collapsed, onMenuButton }: TopBarProps) {
  const translate = useTranslate();
  const { bootstrap, user, subject } = useLayoutSession();
  const project = bootstrap?.project;
  const projectType = bootstrap?.project_type ?? project?.type ?? '';
  const role = user?.role ?? '';

  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        borderTop: '3px solid',
        borderTopColor: project ? brandColorFor(project.type, project.brandColor) : 'primary.main',
      }}
    >
      <Toolbar
        variant="dense"
        sx={{ minHeight: TOOLBAR_HEIGHT, gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}
      >
        <IconButton
          edge="start"
          onClick={onMenuButton}
          aria-label={translate(menuButtonLabel(mobile, collapsed))}
          aria-expanded={mobile ? undefined : !collapsed}
        >
          {!mobile && !collapsed ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        {project && <ProjectSwitcher current={project} projects={bootstrap?.projects ?? [project]} />}
        <TitlePortal
          variant="subtitle1"
          sx={{ display: mobile ? 'none' : undefined, px: 1, fontWeight: 600 }}
        />
        {mobile && <Box sx={{ flexGrow: 1 }} />}
        {subject && showUnreadCounter(subject) && <LiveUnreadCounter />}
        {showChangelogBell(projectType) && <ChangelogBell />}
        {showSettingsGear(role) && (
          <Tooltip title={translate('layout_settings')}>
            <IconButton component={RouterLink} to={SETTINGS_PATH} aria-label={translate('layout_settings')}>
              <SettingsOutlined />
            </IconButton>
          </Tooltip>
        )}
        <UserMenu user={user} compact={mobile} />
      </Toolbar>
    </AppBar>
  );
}
