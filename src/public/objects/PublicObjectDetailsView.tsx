import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import {
  IFRAME_OBJECT_LIST_PATH,
  PUBLIC_OBJECT_LIST_PATH,
  structuredDataOf,
  type PublicObjectDetail,
} from '../../../schema/publicObjects';
import { PublicLoadStatus, usePublicLoad } from '../viewings/publicLoad';
import { InterestForm } from './InterestForm';
import { PublicObjectFrame } from './PublicObjectFrame';
import { addressOf, factsOf, jsonForScript, priceOf } from './publicObjectsModel';

function Details({ object }: { object: PublicObjectDetail }) {
  const translate = useTranslate();
  const facts = factsOf(object, translate);
  const price = priceOf(object, translate);
  const structured = structuredDataOf(object, window.location.href);
  return (
    <Stack spacing={2}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structured) }} />
      {object.images.length > 0 && (
        <Box
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', scrollSnapType: 'x mandatory', maxWidth: '100%' }}
        >
          {object.images.map((image, index) => (
            <Box
              key={image.thumbUrl}
              component="a"
              href={image.imageUrl}
              sx={{ flex: '0 0 auto', scrollSnapAlign: 'start', width: { xs: '85%', sm: 320 } }}
            >
              <Box
                component="img"
                src={image.thumbUrl}
                alt={translate('public_objects_image', { number: index + 1, title: object.title })}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                width={320}
                height={240}
                sx={{
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  display: 'block',
                }}
              />
            </Box>
          ))}
        </Box>
      )}
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            {addressOf(object)}
          </Typography>
          {facts.length > 0 && <Typography variant="body2">{facts.join(' · ')}</Typography>}
          {price && (
            <Typography variant="h6" component="p">
              {price}
            </Typography>
          )}
        </CardContent>
      </Card>
      {object.description && (
        <Box component="section">
          <Typography component="h2" variant="h6">
            {translate('public_objects_description')}
          </Typography>
          {/* sanitised by the server when the ad was saved */}
          <Box sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: object.description }} />
        </Box>
      )}
      {object.viewingInfo && (
        <Box component="section">
          <Typography component="h2" variant="h6">
            {translate('public_objects_viewing')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{object.viewingInfo}</Typography>
        </Box>
      )}
      {(object.contact.name || object.contact.email || object.contact.phone) && (
        <Box component="section">
          <Typography component="h2" variant="h6">
            {translate('public_objects_contact')}
          </Typography>
          <Typography>{object.contact.name}</Typography>
          {object.contact.email && (
            <Link href={`mailto:${object.contact.email}`}>{object.contact.email}</Link>
          )}
          {object.contact.phone && (
            <Typography>
              <Link href={`tel:${object.contact.phone.replace(/\s/g, '')}`}>{object.contact.phone}</Link>
            </Typography>
          )}
        </Box>
      )}
      <Card variant="outlined">
        <CardContent>
          <InterestForm objectId={object.id} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** The details of a public object (and its iframe variant), with its structured data and the interest form. */
export function PublicObjectDetailsView({ framed }: { framed: boolean }) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { search } = useLocation();
  const read = useCallback((provider: AppDataProvider) => provider.getPublicObject(id), [id]);
  const { load, reload } = usePublicLoad(read);
  const object = load.state === 'done' ? load.data : null;
  return (
    <PublicObjectFrame framed={framed} title={object?.title ?? translate('public_objects_title')}>
      <Link
        component={RouterLink}
        to={`${framed ? IFRAME_OBJECT_LIST_PATH : PUBLIC_OBJECT_LIST_PATH}${search}`}
      >
        {translate('public_objects_back')}
      </Link>
      <Box sx={{ mt: 2 }}>
        <PublicLoadStatus load={load} onRetry={reload} />
        {object && <Details object={object} />}
      </Box>
    </PublicObjectFrame>
  );
}
