import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { FeedAttachment } from '../../schema/api/communication';
import { mediaQueryKey } from '../../src/media/Thumbnail';
import { mailDocument, prepareMailHtml } from './messengerModel';

const MIN_HEIGHT = 48;
const MAX_HEIGHT = 1600;
const NO_ATTACHMENTS: readonly FeedAttachment[] = [];

/**
 * The object URLs of a mail's inline images: each is one of the mail's attachments, fetched
 * through the same call (and so the same permission) as its download.
 */
function useInlineImages(urls: readonly string[]): ReadonlyMap<string, string> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const results = useQueries({
    queries: urls.map((url) => ({
      queryKey: mediaQueryKey(url),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { data } = await dataProvider.getMediaFile(url, signal);
        if (!(data instanceof Blob)) throw new Error('not a file');
        return data;
      },
      staleTime: Infinity,
      retry: false,
    })),
  });
  const blobs = results.map((r) => r.data);
  const [inline, setInline] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const made = new Map<string, string>();
    blobs.forEach((blob, index) => {
      if (blob) made.set(urls[index]!, URL.createObjectURL(blob));
    });
    setInline((current) => (current.size === 0 && made.size === 0 ? current : made));
    return () => made.forEach((objectUrl) => URL.revokeObjectURL(objectUrl));
    // the blobs are the query's data: the same objects until they change
  }, [urls.join('\n'), ...blobs]);
  return inline;
}

/**
 * A mail's body in a sandboxed frame: the frame may run no script (no `allow-scripts`), so even
 * HTML the sanitiser let through cannot act; it shares our origin only so its height can be read
 * (and the inline images' object URLs load), and its links open in a new tab. Remote images load
 * only when the person chooses "show images" for this mail; the mail's inline images (its
 * attachments) show in place.
 */
export function MailBody({
  html,
  text,
  title,
  attachments = NO_ATTACHMENTS,
}: {
  html: string;
  text: string;
  title: string;
  /** the mail's attachments: its inline images are among them */
  attachments?: readonly FeedAttachment[];
}) {
  const [language] = useLocaleState();
  const translate = useTranslate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT * 2);
  const [remote, setRemote] = useState(false);
  const origin = window.location.origin;
  const wanted = useMemo(() => {
    const own = new Set(attachments.map((a) => a.url));
    return prepareMailHtml(html, { remote: false, inline: new Map(), origin }).inlineUrls.filter((url) =>
      own.has(url),
    );
  }, [html, attachments, origin]);
  const inline = useInlineImages(wanted);
  const prepared = useMemo(
    () => prepareMailHtml(html, { remote, inline, origin }),
    [html, remote, inline, origin],
  );
  const srcDoc = useMemo(
    () => mailDocument(prepared.html, text, language, remote),
    [prepared.html, text, language, remote],
  );
  const fit = useCallback(() => {
    const root = frame.current?.contentDocument?.documentElement;
    if (!root) return;
    setHeight(Math.min(Math.max(root.scrollHeight, MIN_HEIGHT), MAX_HEIGHT));
  }, []);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {prepared.blocked > 0 && !remote && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('messenger_images_blocked')}
          </Typography>
          <Button size="small" startIcon={<ImageOutlined />} onClick={() => setRemote(true)}>
            {translate('messenger_show_images')}
          </Button>
        </Box>
      )}
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
    </Box>
  );
}
