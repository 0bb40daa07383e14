import Close from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography, useMediaQuery } from '@mui/material';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { TOPBAR_HEIGHT, SIDEPANEL_WIDTH } from './layoutSizes';
import { MOBILE_MEDIA_QUERY } from './menuModel';
import { useSidepanel, type Sidepanel } from './sidepanel';

function PanelFrame({ panel, onClose }: { panel: Sidepanel; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [panel.key, panel.id]);

  return (
    <Box
      role="complementary"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          minHeight: 56,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id={titleId}
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          noWrap
          sx={{ flexGrow: 1, outline: 'none' }}
        >
          {panel.title ?? ''}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('layout_close_panel')} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}>{panel.content}</Box>
    </Box>
  );
}

/** Targets whose Escape belongs to them: an open list, menu or dialog closes itself first. */
const OWN_ESCAPE = '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], .MuiPopover-root';

/** Where the panel's content is shown: the one content element is moved in, never re-created. */
function Slot({ content }: { content: HTMLElement }) {
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    place.current?.appendChild(content);
  }, [content]);
  return <Box ref={place} sx={{ height: '100%' }} />;
}

/**
 * Frames the open sidepanel on the right (spec 1 section 2, "Sidepanels"): beside the content on a
 * wide screen, over the whole screen on a phone. Its close button and Escape close it (asking
 * first when its form holds unsaved input). The panel's content lives in one element that moves
 * between the two frames, so that crossing the phone width (a tablet turned) keeps its input.
 */
export function SidepanelHost() {
  const { panel, closePanel: close } = useSidepanel();
  const closePanel = useCallback(() => close(), [close]);
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  /** the panel last shown, kept while the phone drawer slides out */
  const shown = useRef<Sidepanel | null>(null);
  if (panel) shown.current = panel;
  else if (!mobile) shown.current = null;
  const [content] = useState(() => {
    const element = document.createElement('div');
    element.style.height = '100%';
    return element;
  });
  const current = panel ?? (mobile ? shown.current : null);
  // once the phone drawer has slid out, the last panel goes too
  const [, setGone] = useState(0);
  const drawerGone = useCallback(() => {
    shown.current = null;
    setGone((count) => count + 1);
  }, []);

  useEffect(() => {
    if (!panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_ESCAPE) || target?.getAttribute('aria-expanded') === 'true') return;
      closePanel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panel, closePanel]);

  const frame = current && createPortal(<PanelFrame panel={current} onClose={closePanel} />, content);
  if (mobile) {
    return (
      <>
        {frame}
        <Drawer
          anchor="right"
          open={panel !== null}
          onClose={closePanel}
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
          slotProps={{ paper: { sx: { width: '100%' } }, transition: { onExited: drawerGone } }}
        >
          <Slot content={content} />
        </Drawer>
      </>
    );
  }
  if (!panel) return null;
  return (
    <>
      {frame}
      <Box
        sx={{
          width: SIDEPANEL_WIDTH,
          flexShrink: 0,
          alignSelf: 'flex-start',
          position: 'sticky',
          top: TOPBAR_HEIGHT,
          mt: `${TOPBAR_HEIGHT}px`,
          height: `calc(100vh - ${TOPBAR_HEIGHT}px)`,
          bgcolor: 'background.paper',
          borderLeft: 1,
          borderColor: 'divider',
        }}
      >
        <Slot content={content} />
      </Box>
    </>
  );
}
