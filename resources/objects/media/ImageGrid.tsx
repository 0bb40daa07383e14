import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ImageEntry } from './imageModel';
import { Thumbnail } from '../../../src/media/Thumbnail';

type Control = 'earlier' | 'later' | 'remove';

/** Arrow keys on an image move it; Home and End to the front and the back. */
const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowUp: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowDown: (index) => index + 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export interface ImageGridProps {
  images: readonly ImageEntry[];
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
}

/**
 * The images of the upload modal in their order, the first marked as the main image. Reordered by
 * dragging, by the move buttons, or by the arrow keys on an image's buttons (focus stays on the
 * moved image, and the new place is announced); each can be removed.
 */
export function ImageGrid({ images, onMove, onRemove, disabled = false }: ImageGridProps) {
  const translate = useTranslate();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement | null>());
  const focusNext = useRef<{ key: string; control: Control } | null>(null);

  const labelOf = (image: ImageEntry) =>
    image.name || translate('objectEdit_image_number', { number: image.number });

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const order: Control[] =
      target.control === 'earlier'
        ? ['earlier', 'later']
        : target.control === 'later'
          ? ['later', 'earlier']
          : [];
    for (const control of order) {
      const element = controls.current.get(`${target.key}:${control}`);
      if (element && !element.disabled) {
        element.focus();
        return;
      }
    }
  }, [images]);

  const move = (from: number, to: number, control?: Control) => {
    const target = Math.max(0, Math.min(images.length - 1, to));
    const image = images[from];
    if (!image || target === from || disabled) return;
    if (control) focusNext.current = { key: image.key, control };
    onMove(from, target);
    setAnnouncement(
      translate('objectEdit_image_moved', {
        name: labelOf(image),
        position: target + 1,
        count: images.length,
      }),
    );
  };

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const next = KEY_MOVES[event.key];
    if (!next || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const control = (event.target as HTMLElement).dataset.control as Control | undefined;
    const to = next(index, images.length);
    move(index, to, control === 'remove' || !control ? (to < index ? 'earlier' : 'later') : control);
  };

  const drop = (index: number) => (event: DragEvent<HTMLElement>) => {
    if (dragging === null) return; // files dropped from outside: the upload zone takes them
    event.preventDefault();
    event.stopPropagation();
    const from = images.findIndex((image) => image.key === dragging);
    setDragging(null);
    setOver(null);
    if (from >= 0) move(from, index);
  };

  const ref = (key: string, control: Control) => (element: HTMLButtonElement | null) => {
    controls.current.set(`${key}:${control}`, element);
  };

  return (
    <Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('objectEdit_images_order_hint')}
      </Typography>
      <Box
        component="ol"
        aria-label={translate('objectEdit_images_list')}
        aria-describedby={hintId}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {images.map((image, index) => {
          const label = labelOf(image);
          return (
            <Box
              component="li"
              key={image.key}
              draggable={!disabled}
              aria-label={translate('objectEdit_image_position', {
                name: label,
                position: index + 1,
                count: images.length,
              })}
              onKeyDown={keyDown(index)}
              onDragStart={(event: DragEvent<HTMLElement>) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', image.key);
                setDragging(image.key);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(event: DragEvent<HTMLElement>) => {
                if (dragging === null) return;
                event.preventDefault();
                setOver(image.key);
              }}
              onDrop={drop(index)}
              sx={{
                p: 0.75,
                border: 1,
                borderColor: over === image.key ? 'primary.main' : 'divider',
                borderStyle: over === image.key ? 'dashed' : 'solid',
                borderRadius: 1,
                bgcolor: 'background.paper',
                opacity: dragging === image.key ? 0.5 : 1,
                cursor: disabled ? 'default' : 'grab',
              }}
            >
              <Box sx={{ position: 'relative' }}>
                <Thumbnail url={image.thumbUrl} alt={label} />
                {index === 0 && (
                  <Chip
                    label={translate('objectEdit_image_main')}
                    size="small"
                    color="primary"
                    sx={{ position: 'absolute', top: 4, left: 4 }}
                  />
                )}
              </Box>
              <Typography variant="caption" component="p" noWrap title={label} sx={{ mt: 0.5 }}>
                {index + 1}. {label}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <IconButton
                  size="small"
                  ref={ref(image.key, 'earlier')}
                  data-control="earlier"
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1, 'earlier')}
                  aria-label={translate('objectEdit_image_earlier', { name: label })}
                >
                  <ArrowBack fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  ref={ref(image.key, 'later')}
                  data-control="later"
                  disabled={disabled || index === images.length - 1}
                  onClick={() => move(index, index + 1, 'later')}
                  aria-label={translate('objectEdit_image_later', { name: label })}
                >
                  <ArrowForward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  data-control="remove"
                  disabled={disabled}
                  onClick={() => {
                    onRemove(image.key);
                    setAnnouncement(translate('objectEdit_image_removed', { name: label }));
                  }}
                  aria-label={translate('objectEdit_image_remove', { name: label })}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box aria-live="polite" role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
