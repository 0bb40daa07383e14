import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { applicationUrlOf } from '../../../schema/applicationForm';
import type { PublicApplicationObject } from '../../../schema/api/applicationForms';
import type { Language } from '../../../schema/api/common';
import { priceText } from './applicationFormModel';

interface ObjectsProps {
  objects: readonly PublicApplicationObject[];
  currency: string;
  sale: boolean;
  language: Language;
}

/** The objects the household applies for: title, address, rooms, rent or price; a closed one says why. */
export function ObjectsSummary({ objects, currency, sale }: ObjectsProps) {
  const translate = useTranslate();
  if (objects.length === 0) return null;
  return (
    <Stack component="section" spacing={1} aria-labelledby="application-objects-title">
      <Typography id="application-objects-title" component="h2" variant="h6">
        {translate('application_form_objects_title')}
      </Typography>
      {objects.map((object) => {
        const price = priceText(object.price, currency);
        const facts = [
          object.rooms !== null ? translate('application_form_object_rooms', { rooms: object.rooms }) : '',
          price
            ? translate(sale ? 'application_form_object_price_sale' : 'application_form_object_price_rent', {
                price,
              })
            : '',
        ].filter(Boolean);
        return (
          <Card key={object.uuid} variant="outlined">
            <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
              <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {object.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[object.street, [object.postal_code, object.city].filter(Boolean).join(' ')]
                  .filter(Boolean)
                  .join(', ')}
              </Typography>
              {facts.length > 0 && <Typography variant="body2">{facts.join(' · ')}</Typography>}
              {!object.open && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {object.refusal ?? translate('application_form_object_closed')}
                </Alert>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

/**
 * When the link's objects take no applications any more: the project's others that do, each with
 * its own form's link; or a sentence that there are none now.
 */
export function AvailableObjects({ objects, currency, sale, language }: ObjectsProps) {
  const translate = useTranslate();
  return (
    <Stack component="section" spacing={1} aria-labelledby="application-available-title">
      <Typography id="application-available-title" component="h2" variant="h6">
        {translate('application_form_available_title')}
      </Typography>
      {objects.length === 0 && (
        <Typography variant="body2">{translate('application_form_available_none')}</Typography>
      )}
      {objects.map((object) => {
        const price = priceText(object.price, currency);
        return (
          <Card key={object.uuid} variant="outlined">
            <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {object.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  [object.street, [object.postal_code, object.city].filter(Boolean).join(' ')]
                    .filter(Boolean)
                    .join(', '),
                  object.rooms !== null
                    ? translate('application_form_object_rooms', { rooms: object.rooms })
                    : '',
                  price
                    ? translate(
                        sale ? 'application_form_object_price_sale' : 'application_form_object_price_rent',
                        { price },
                      )
                    : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Button
                component={Link}
                to={`${applicationUrlOf(object.uuid)}&lang=${language}`}
                variant="outlined"
                sx={{ mt: 1, minHeight: 44 }}
                aria-label={translate('application_form_apply_for', { title: object.title })}
              >
                {translate('application_form_apply')}
              </Button>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
