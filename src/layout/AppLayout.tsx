import { Box, Drawer, useMediaQuery } from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useTexts } from '../../i18n';
import { useSessionRefresh } from '../session/useSessionRefresh';
import { AppMenu } from './AppMenu';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH, MOBILE_MENU_WIDTH, TOPBAR_HEIGHT } from './layoutSizes';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { MOBILE_MEDIA_QUERY } from './menuModel';
import { SidepanelProvider, useSidepanel } from './sidepanel';
import { SidepanelHost } from './SidepanelHost';
import { TopBar } from './TopBar';
import { useMenuCollapse } from './useMenuCollapse';

function SkipToContent() {
  const translate = useTranslate();
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {translate('layout_skip_to_content')}
    </Box>
  );
}

function SideMenu({
  mobile,
  collapsed,
  open,
  onClose,
}: {
  mobile: boolean;
  collapsed: boolean;
  open: boolean;
  onClose: () => void;
}) {
  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: MOBILE_MENU_WIDTH, maxWidth: '85vw' } } }}
      >
        <AppMenu collapsed={false} onNavigate={onClose} />
      </Drawer>
    );
  }
  const width = collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH;
  const transition = 'width 200ms ease';
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition }}
      slotProps={{ paper: { sx: { width, transition, overflowX: 'hidden', boxSizing: 'border-box' } } }}
    >
      <Box sx={{ height: TOPBAR_HEIGHT, flexShrink: 0 }} />
      <AppMenu collapsed={collapsed} />
    </Drawer>
  );
}

function LayoutFrame({ children }: { children: ReactNode }) {
  useSessionRefresh();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const { pathname } = useLocation();
  const { panel } = useSidepanel();
  const { collapsed, toggle } = useMenuCollapse(panel ? `${panel.key}:${panel.id}` : null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipToContent />
      <TopBar
        mobile={mobile}
        collapsed={collapsed}
        onMenuButton={mobile ? () => setDrawerOpen(true) : toggle}
      />
      <SideMenu
        mobile={mobile}
        collapsed={collapsed}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          outline: 'none',
          px: { xs: 1, sm: 2 },
          pb: 2,
        }}
      >
        <Box sx={{ height: TOPBAR_HEIGHT, flexShrink: 0, mb: { xs: 1, sm: 2 } }} />
        <LayoutErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </LayoutErrorBoundary>
      </Box>
      <SidepanelHost />
    </Box>
  );
}

/**
 * The staff area's layout (react-admin `layout` prop): top bar, collapsible left menu (a drawer
 * on phones), the screen, and the sidepanel on the right. It renders once the staff screens'
 * texts are there (they start loading with the app when it starts signed in).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const ready = useTexts('staff');
  if (!ready) return <Loading />;
  return (
    <SidepanelProvider>
      <LayoutFrame>{children}</LayoutFrame>
    </SidepanelProvider>
  );
}
