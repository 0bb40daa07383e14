import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PublicFooter } from '../layout';

export interface LoginFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every sign-in step and of the password-reset page: a card in the middle of the
 * page (at the top on phones), the step's heading and introduction, and the public footer.
 */
export function LoginFrame({ title, intro, children }: LoginFrameProps) {
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: 2,
          py: { xs: 4, sm: 2 },
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
              {title}
            </Typography>
            {intro ? (
              <Typography variant="body2" color="text.secondary" component="div" sx={{ mb: 2 }}>
                {intro}
              </Typography>
            ) : null}
            {children}
          </CardContent>
        </Card>
      </Box>
      <PublicFooter />
    </Box>
  );
}
