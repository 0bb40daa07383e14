import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type MutableRefObject, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import type { PublicApplicationObject } from '../../../schema/api/applicationForms';
import type { FormDefinition } from '../../../schema/applicationForm';
import { FieldsView } from './ApplicationFields';
import { renderSections, startAnswers, type RenderContext, type RenderedField } from './applicationFormModel';

export type PersonListName = 'adults' | 'children';

/** The title of a person's card: the main applicant, "Adult 2", "Child 1". */
export function personTitleKey(name: PersonListName, index: number): [string, Record<string, number>] {
  if (name === 'adults')
    return index === 0
      ? ['application_form_main_applicant', {}]
      : ['application_form_adult_n', { n: index + 1 }];
  return ['application_form_child_n', { n: index + 1 }];
}

/** A card of one person of the household, with its heading (focusable, so adding one moves there). */
export function PersonCard({
  title,
  onRemove,
  removeLabel,
  headingRef,
  children,
}: {
  title: string;
  onRemove?: () => void;
  removeLabel?: string;
  headingRef?: (element: HTMLHeadingElement | null) => void;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography component="h3" variant="h6" tabIndex={-1} ref={headingRef} sx={{ outline: 'none' }}>
            {title}
          </Typography>
          {onRemove && (
            <Button color="error" startIcon={<DeleteOutline />} onClick={onRemove} sx={{ minHeight: 44 }}>
              {removeLabel}
            </Button>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

export interface HouseholdPersonsProps {
  name: PersonListName;
  definition: FormDefinition;
  context: RenderContext;
  objects: readonly PublicApplicationObject[];
  max: number;
  /** the first entry cannot be removed (the main applicant) */
  keepFirst: boolean;
  /** the stable ids of the entries in order, for files picked per person */
  idsRef: MutableRefObject<Record<PersonListName, string[]>>;
  renderDocuments: (field: Extract<RenderedField, { kind: 'documents' }>, personId: string) => ReactNode;
  /** the ids of entries that were removed (their picked files go) */
  onRemoved?: (id: string) => void;
}

/**
 * The adults or the children of a new application: a card each with the fields of its scope,
 * "add" below (up to the limit), "remove" on each (but the main applicant). Adding one moves the
 * focus to its heading.
 */
export function HouseholdPersons({
  name,
  definition,
  context,
  objects,
  max,
  keepFirst,
  idsRef,
  renderDocuments,
  onRemoved,
}: HouseholdPersonsProps) {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name });
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const focusNext = useRef<string | null>(null);
  idsRef.current[name] = fields.map((field) => field.id);
  const scope = name === 'adults' ? 'adult' : 'child';

  const add = () => {
    append(startAnswers(definition, scope));
    focusNext.current = '__last__';
  };
  useEffect(() => {
    if (focusNext.current !== '__last__') return;
    const last = fields[fields.length - 1];
    if (last) headings.current.get(last.id)?.focus();
    focusNext.current = null;
  }, [fields]);

  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('application_form_no_children')}
        </Typography>
      )}
      {fields.map((entry, index) => {
        const [key, params] = personTitleKey(name, index);
        const title = translate(key, params);
        const removable = !(keepFirst && index === 0);
        return (
          <PersonCard
            key={entry.id}
            title={title}
            headingRef={(element) => {
              if (element) headings.current.set(entry.id, element);
              else headings.current.delete(entry.id);
            }}
            onRemove={
              removable
                ? () => {
                    remove(index);
                    onRemoved?.(entry.id);
                  }
                : undefined
            }
            removeLabel={translate('application_form_remove_person', { name: title })}
          >
            <FieldsView
              sections={renderSections(definition, scope, context, `${name}.${index}`)}
              objects={objects}
              renderDocuments={(field) => renderDocuments(field, entry.id)}
              headingLevel="h4"
            />
          </PersonCard>
        );
      })}
      {fields.length < max && (
        <Box>
          <Button
            variant="outlined"
            size="large"
            startIcon={<AddOutlined />}
            onClick={add}
            sx={{ minHeight: 48 }}
          >
            {translate(name === 'adults' ? 'application_form_add_adult' : 'application_form_add_child')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
