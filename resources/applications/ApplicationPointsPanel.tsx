import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { QueryContent, useProviderQuery } from '../../src/forms';
import { BackToApplication } from './panels';

/**
 * ApplicationTotalPoints (spec 1 section 2): the total and, per rule, the points it gave of its
 * maximum and why.
 */
export function ApplicationPointsPanel({ id, name }: { id: number; name?: string }) {
  const translate = useTranslate();
  const query = useProviderQuery(['application', id, 'points'], (dp) => dp.getApplicationPoints(id));
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <BackToApplication id={id} name={name} />
      <QueryContent query={query}>
        {(points) => (
          <>
            <Typography variant="h6" component="p">
              {translate('applications_points_total', { total: points.total, max: points.max })}
            </Typography>
            <Table size="small" aria-label={translate('applications_points_criteria')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('applications_points_criterion')}</TableCell>
                  <TableCell align="right">{translate('applications_points_points')}</TableCell>
                  <TableCell>{translate('applications_points_reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {points.criteria.map((criterion) => (
                  <TableRow key={criterion.key}>
                    <TableCell>{criterion.label}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {translate('applications_points_of_max', {
                        points: criterion.points,
                        max: criterion.max,
                      })}
                      <LinearProgress
                        variant="determinate"
                        value={criterion.max > 0 ? (100 * criterion.points) / criterion.max : 0}
                        aria-label={criterion.label}
                        sx={{ mt: 0.5 }}
                      />
                    </TableCell>
                    <TableCell>{criterion.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </QueryContent>
    </Box>
  );
}
