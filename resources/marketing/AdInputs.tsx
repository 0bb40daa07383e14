import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { PORTALS, type Portal } from '../../schema/marketing';
import type { AdEditorRecord } from '../../schema/api/marketing';
import { Thumbnail } from '../../src/media/Thumbnail';

const STATE_COLORS = { live: 'success', pending: 'info', failed: 'error', off: 'default' } as const;

/** Moves the entry at `from` by `step` places (-1 up, 1 down); the list unchanged at its ends. */
export function moved<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The ad's images in their order: each shown image moves up or down with its buttons (keyboard
 * and pointer alike; the focus follows the moved image) or leaves the ad; the object's other
 * images can be added at the end.
 */
export function AdImagesInput({ images }: { images: AdEditorRecord['images'] }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<number[]>({ source: 'imageIds' });
  const ids: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
  const list = useRef<HTMLOListElement | null>(null);
  const byId = new Map(images.map((image) => [image.id, image]));
  const shown = ids.filter((id) => byId.has(id));
  const others = images.filter((image) => !shown.includes(image.id));

  const move = (index: number, step: -1 | 1) => {
    const next = moved(shown, index, step);
    field.onChange(next);
    const target = index + step;
    // keep the focus on the same button of the moved image, or the other one at an end
    requestAnimationFrame(() => {
      const item = list.current?.children[target];
      const wanted = item?.querySelector<HTMLButtonElement>(
        `button[data-move="${step < 0 ? 'up' : 'down'}"]:not(:disabled)`,
      );
      (wanted ?? item?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)'))?.focus();
    });
  };

  if (images.length === 0) {
    return <Typography color="text.secondary">{translate('marketing_ad_no_images')}</Typography>;
  }
  return (
    <Stack spacing={1}>
      <Box
        component="ol"
        ref={list}
        aria-label={translate('marketing_ad_images_order')}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
      >
        {shown.map((id, index) => {
          const image = byId.get(id)!;
          const name = image.name || String(image.id);
          return (
            <Box component="li" key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ width: 24, textAlign: 'right' }} aria-hidden>
                {index + 1}.
              </Typography>
              <Box sx={{ width: 64, flex: 'none' }}>
                <Thumbnail url={image.thumbUrl} alt="" />
              </Box>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <IconButton
                size="small"
                data-move="up"
                aria-label={translate('marketing_ad_image_up', { name })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                data-move="down"
                aria-label={translate('marketing_ad_image_down', { name })}
                disabled={index === shown.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={translate('marketing_ad_image_remove', { name })}
                onClick={() => field.onChange(shown.filter((other) => other !== id))}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      {shown.length === 0 && (
        <Typography color="text.secondary">{translate('marketing_ad_images_none_chosen')}</Typography>
      )}
      {others.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {others.map((image) => {
            const name = image.name || String(image.id);
            return (
              <Chip
                key={image.id}
                variant="outlined"
                icon={<Add />}
                label={translate('marketing_ad_image_add', { name })}
                onClick={() => field.onChange([...shown, image.id])}
              />
            );
          })}
        </Box>
      )}
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
}

/**
 * The portals the ad goes to: only those switched on in settings > rental platforms can be
 * picked; each shows the ad's state there (and why it failed or went off).
 */
export function AdPortalsInput({
  enabled,
  states,
}: {
  enabled: readonly Portal[];
  states: AdEditorRecord['states'];
}) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<Portal[]>({ source: 'portals' });
  const picked: Portal[] = Array.isArray(field.value) ? (field.value as Portal[]) : [];
  const toggle = (portal: Portal, on: boolean) =>
    field.onChange(PORTALS.filter((p) => (p === portal ? on : picked.includes(p))));
  return (
    <Stack spacing={1}>
      {enabled.length === 0 && <Alert severity="info">{translate('marketing_ad_no_portals_enabled')}</Alert>}
      <Box role="group" aria-label={translate('marketing_ad_portals')} sx={{ display: 'grid', gap: 0.5 }}>
        {PORTALS.map((portal) => {
          const state = states[portal];
          const on = enabled.includes(portal);
          return (
            <Box key={portal} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={picked.includes(portal)}
                    disabled={!on && !picked.includes(portal)}
                    onChange={(event) => toggle(portal, event.target.checked)}
                  />
                }
                label={
                  on
                    ? translate(`marketing_portal_${portal}`)
                    : translate('marketing_ad_portal_disabled', {
                        portal: translate(`marketing_portal_${portal}`),
                      })
                }
              />
              <Chip
                size="small"
                color={STATE_COLORS[state.state]}
                label={translate(`marketing_state_${state.state}`)}
              />
              {state.reason && (
                <Typography variant="caption" color="text.secondary">
                  {translate(state.reason, { _: state.reason })}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
}
