import CheckCircle from '@mui/icons-material/CheckCircle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { WizardMenuImage, WizardPage } from './types';

const IMAGE_SIZE = 28;

/** How each kind of menu picture is drawn (CONVENTIONS: dispatch with a map). */
const IMAGES: {
  [T in WizardMenuImage['type']]: ComponentType<{ image: Extract<WizardMenuImage, { type: T }> }>;
} = {
  img: ({ image }) => (
    <Box
      component="img"
      src={image.value}
      alt=""
      sx={{ width: IMAGE_SIZE, height: IMAGE_SIZE, objectFit: 'contain' }}
    />
  ),
  icon: ({ image }) => <image.value color="inherit" sx={{ fontSize: IMAGE_SIZE - 4 }} />,
  txt: function Text({ image }) {
    const translate = useTranslate();
    return (
      <Avatar sx={{ width: IMAGE_SIZE, height: IMAGE_SIZE, fontSize: '0.8rem', bgcolor: 'primary.main' }}>
        {translate(image.value, { _: image.value })}
      </Avatar>
    );
  },
};

function MenuImage({ image }: { image: WizardMenuImage }): ReactNode {
  const Image = IMAGES[image.type] as ComponentType<{ image: WizardMenuImage }>;
  return <Image image={image} />;
}

export interface WizardMenuProps {
  pages: readonly WizardPage[];
  current: number;
  /** the pages left through Forward: marked done (a tick in place of their picture) */
  done: ReadonlySet<string>;
  /** go to an earlier page */
  onJump: (index: number) => void;
  /** narrow screens: a compact step indicator instead of the menu */
  compact: boolean;
}

/**
 * The wizard's pages: earlier ones can be opened again, the current one is marked, later ones
 * are reached only through Forward (spec 1 section 2). The pages already passed through Forward
 * carry a tick and say "done" to screen readers. On narrow screens: "Step 2 of 4: Prices".
 */
export function WizardMenu({ pages, current, done, onJump, compact }: WizardMenuProps) {
  const translate = useTranslate();
  const name = translate(pages[current]?.menu.displayName ?? '');
  const position = translate('wizard_step_of', { current: current + 1, total: pages.length });
  if (compact) {
    return (
      <Box component="nav" aria-label={translate('wizard_steps')} sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" aria-current="step">
          {position}: <strong>{name}</strong>
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((current + 1) / pages.length) * 100}
          aria-label={position}
        />
      </Box>
    );
  }
  return (
    <Box component="nav" aria-label={translate('wizard_steps')}>
      <Stepper
        activeStep={current}
        orientation="vertical"
        nonLinear
        // no connector lines: they would stand between the list items of the <ol>
        connector={null}
        component="ol"
        sx={{ p: 0, listStyle: 'none' }}
      >
        {pages.map((page, index) => {
          const finished = index !== current && done.has(page.name);
          const label = (
            <>
              {translate(page.menu.displayName)}
              {finished && (
                <Box component="span" sx={visuallyHidden}>{` (${translate('wizard_step_done')})`}</Box>
              )}
            </>
          );
          const icon = finished ? (
            <CheckCircle color="success" sx={{ fontSize: IMAGE_SIZE }} data-testid="wizard-step-done" />
          ) : page.menu.image ? (
            <MenuImage image={page.menu.image} />
          ) : undefined;
          return (
            <Step key={page.name} completed={finished} disabled={index > current} component="li">
              {index < current ? (
                <StepButton icon={icon} onClick={() => onJump(index)}>
                  {label}
                </StepButton>
              ) : (
                <StepLabel icon={icon} aria-current={index === current ? 'step' : undefined}>
                  {label}
                </StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
