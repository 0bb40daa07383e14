import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The query key of a served file's bytes. */
export const mediaQueryKey = (url: string) => ['media', 'file', url] as const;

/**
 * A served image (a thumbnail) as an object URL: media need the session's token, which an <img>
 * cannot send, so the bytes come through the data provider and are shown from memory.
 */
function useMediaUrl(url: string): { src: string | null; failed: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: mediaQueryKey(url),
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getMediaFile(url, signal);
      if (!(data instanceof Blob)) throw new Error('not a file');
      return data;
    },
    staleTime: Infinity,
    retry: false,
  });
  const [src, setSrc] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setSrc(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [blob]);
  return { src, failed: query.isError };
}

/** A thumbnail (thumbUrl, never the full image) with its text alternative. */
export function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const { src, failed } = useMediaUrl(url);
  const frame = {
    display: 'block',
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover',
    borderRadius: 1,
    bgcolor: 'action.hover',
  } as const;
  if (failed) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
      >
        <BrokenImageOutlined />
      </Box>
    );
  }
  if (!src) return <Skeleton variant="rounded" sx={{ ...frame, height: 'auto' }} />;
  return <Box component="img" src={src} alt={alt} draggable={false} sx={{ ...frame }} />;
}
