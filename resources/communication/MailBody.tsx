import Box from '@mui/material/Box';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { mailDocument } from './messengerModel';

const MIN_HEIGHT = 48;
const MAX_HEIGHT = 1600;

/**
 * A mail's body in a sandboxed frame: the frame may run no script (no `allow-scripts`), so even
 * HTML the sanitiser let through cannot act; it shares our origin only so its height can be read,
 * and its links open in a new tab.
 */
export function MailBody({ html, text, title }: { html: string; text: string; title: string }) {
  const [language] = useLocaleState();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT * 2);
  const srcDoc = useMemo(() => mailDocument(html, text, language), [html, text, language]);
  const fit = useCallback(() => {
    const root = frame.current?.contentDocument?.documentElement;
    if (!root) return;
    setHeight(Math.min(Math.max(root.scrollHeight, MIN_HEIGHT), MAX_HEIGHT));
  }, []);
  return (
    <Box
      component="iframe"
      ref={frame}
      title={title}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
      onLoad={fit}
      sx={{ display: 'block', width: '100%', height, border: 0, bgcolor: '#fff', borderRadius: 1 }}
    />
  );
}
