import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProjectLink } from '../../schema/api/session';
import { brandColorFor, projectTypeLabelKey } from '../theme';

export interface ProjectSwitcherProps {
  current: ProjectLink;
  projects: readonly ProjectLink[];
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
        display: 'inline-block',
      }}
    />
  );
}

/**
 * The project switcher: the current project, and a list of the user's projects, each in its own
 * brand colour with its type; choosing one goes to its address.
 */
export function ProjectSwitcher({ current, projects }: ProjectSwitcherProps) {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const currentColor = brandColorFor(current.type, current.brandColor);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={translate('layout_project_switcher', { project: current.title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<Swatch color={currentColor} />}
        endIcon={<ExpandMore />}
        sx={{ minWidth: 0, maxWidth: { xs: 180, sm: 320 }, fontWeight: 600 }}
      >
        <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {current.title}
        </Typography>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 280, maxWidth: '95vw' } } }}
      >
        {projects.map((project) => {
          const color = brandColorFor(project.type, project.brandColor);
          const isCurrent = project.slug === current.slug;
          const body = (
            <>
              <ListItemIcon>
                {isCurrent ? <Check fontSize="small" sx={{ color }} /> : <Swatch color={color} />}
              </ListItemIcon>
              <ListItemText
                primary={project.title}
                secondary={translate(projectTypeLabelKey(project.type))}
                slotProps={{ primary: { sx: { color, fontWeight: isCurrent ? 700 : 600 } } }}
              />
            </>
          );
          const sx = { borderLeft: `4px solid ${color}` };
          return isCurrent ? (
            <MenuItem key={project.slug} selected aria-current="true" sx={sx} onClick={() => setAnchor(null)}>
              {body}
            </MenuItem>
          ) : (
            <MenuItem key={project.slug} component="a" href={project.url} sx={sx}>
              {body}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
