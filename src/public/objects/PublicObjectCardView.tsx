import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { publicObjectDetailsPath } from '../../../schema/publicObjectPaths';
import type { PublicObjectCard } from '../../../schema/publicObjects';
import { addressOf, factsOf, priceOf } from './publicObjectsModel';

/** One offer of the public list: its thumbnail (lazy), title, facts, price and a link to its details. */
export function PublicObjectCardView({
  object,
  framed,
  search,
}: {
  object: PublicObjectCard;
  framed: boolean;
  /** the page's query (its language) carried to the details */
  search: string;
}) {
  const translate = useTranslate();
  const facts = factsOf(object, translate);
  const price = priceOf(object, translate);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      {object.thumbUrl ? (
        <Box
          component="img"
          src={object.thumbUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={240}
          sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {object.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {addressOf(object)}
        </Typography>
        {facts.length > 0 && <Typography variant="body2">{facts.join(' · ')}</Typography>}
        {price && (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {price}
          </Typography>
        )}
        <Link
          component={RouterLink}
          to={`${publicObjectDetailsPath(object.id, framed)}${search}`}
          aria-label={translate('public_objects_details_of', { title: object.title })}
        >
          {translate('public_objects_details')}
        </Link>
      </CardContent>
    </Card>
  );
}
