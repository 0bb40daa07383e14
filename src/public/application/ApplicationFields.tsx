import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  required as requiredRule,
  useInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { readRuleMessage } from '../../../schema/rules';
import type { PublicApplicationObject } from '../../../schema/api/applicationForms';
import { FieldInput, RenderLater } from '../../forms';
import type { RenderedField, RenderedSection } from './applicationFormModel';

const SAFE_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a']);
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

/** One node of an html field's text as React: known tags kept, links only to the web, mail or phone, the rest as text. */
function safeNode(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = [...element.childNodes].map(safeNode);
  const tag = element.tagName.toLowerCase();
  if (!SAFE_TAGS.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href)) return <Fragment key={key}>{children}</Fragment>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const Tag = tag as 'p';
  return <Tag key={key}>{children}</Tag>;
}

/**
 * An html field: a block of text between the inputs (a note, a consent's wording). Its markup is
 * read, never injected: paragraphs, emphasis, lists and web links stay, anything else is text.
 */
export function HtmlBlock({ title, html }: { title: string; html: string }) {
  const body =
    typeof DOMParser === 'undefined' ? null : new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Box sx={{ my: 1, typography: 'body2', '& p': { my: 1 }, '& a': { color: 'primary.dark' } }}>
      {title && (
        <Typography component="h4" variant="subtitle2">
          {title}
        </Typography>
      )}
      {body ? [...body.childNodes].map(safeNode) : html}
    </Box>
  );
}

const REQUIRED = [requiredRule()];

/** Up to this many objects an apartment select shows checkboxes; more are searched by name. */
const CHECKBOXES_UP_TO = 8;

/**
 * An apartment select: which further objects of the project the household applies for (those open
 * for applications, not those it applies for already), as checkboxes or, when there are many, a
 * search. Without any it is not shown.
 */
export function ObjectsInput({
  source,
  label,
  help,
  required,
  objects,
}: {
  source: string;
  label: string;
  help: string;
  required: boolean;
  objects: readonly PublicApplicationObject[];
}) {
  if (objects.length === 0) return null;
  const choices = objects.map((object) => ({
    id: object.uuid,
    name: [object.title, object.ref_number].filter(Boolean).join(' · '),
    disabled: !object.open,
  }));
  if (choices.length > CHECKBOXES_UP_TO)
    return (
      <AutocompleteArrayInput
        source={source}
        label={label}
        helperText={help || false}
        validate={required ? REQUIRED : undefined}
        choices={choices}
        translateChoice={false}
        fullWidth
      />
    );
  return (
    <CheckboxGroupInput
      source={source}
      label={label}
      helperText={help || false}
      validate={required ? REQUIRED : undefined}
      row={false}
      choices={choices}
      translateChoice={false}
      sx={{ '& .MuiFormControlLabel-root': { minHeight: 44 } }}
    />
  );
}

/** A consent (a required yes/no): a checkbox with its whole wording beside it, an error below. */
export function ConsentInput({ source, label, help }: { source: string; label: string; help: string }) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, validate: REQUIRED });
  const error = fieldState.error?.message;
  const errorText = error ? translate(readRuleMessage(error).key, readRuleMessage(error).params) : '';
  const describedBy = error || help ? `${id}-helper` : undefined;
  return (
    <FormControl error={Boolean(error)} sx={{ my: 1 }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', minHeight: 44, mr: 0 }}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            sx={{ mt: -0.5 }}
            slotProps={{
              input: {
                'aria-invalid': Boolean(error),
                ...(describedBy ? { 'aria-describedby': describedBy } : {}),
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
        label={`${label} *`}
      />
      {(error || help) && <FormHelperText id={`${id}-helper`}>{errorText || help}</FormHelperText>}
    </FormControl>
  );
}

/** Shows its children only while `visible` holds for the form's values. */
function Shown({
  visible,
  children,
}: {
  visible: (values: Record<string, unknown>) => boolean;
  children: ReactNode;
}) {
  const values = useWatch() as Record<string, unknown>;
  return visible(values) ? <>{children}</> : null;
}

/** Labels longer than this may wrap on a phone: their input makes room for two lines. */
const LONG_LABEL = 28;

export interface FieldsViewProps {
  sections: readonly RenderedSection[];
  objects: readonly PublicApplicationObject[];
  /** how a file field shows (a picker before the first submit, an upload after it) */
  renderDocuments: (field: Extract<RenderedField, { kind: 'documents' }>) => ReactNode;
  /** the heading level of the sections' titles */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** a title already said around these sections (the card's "Haushalt"): such a section shows no second one */
  shownTitle?: string;
  /** how many sections show at once; the others render right after them (RenderLater) */
  firstSections?: number;
}

/** One rendered field: the engine's input, a text block, an apartment select or a documents field. */
function FieldView({
  rendered,
  objects,
  renderDocuments,
}: { rendered: RenderedField } & Pick<FieldsViewProps, 'objects' | 'renderDocuments'>) {
  switch (rendered.kind) {
    case 'input':
      return <FieldInput spec={rendered.spec} />;
    case 'consent':
      return <ConsentInput source={rendered.source} label={rendered.label} help={rendered.help} />;
    case 'text':
      return <HtmlBlock title={rendered.title} html={rendered.html} />;
    case 'objects':
      return <ObjectsInput {...rendered} objects={objects} />;
    case 'documents':
      return <>{renderDocuments(rendered)}</>;
  }
}

/** The sections of one scope, one column, each with its title and its fields in order. */
export function FieldsView({
  sections,
  objects,
  renderDocuments,
  headingLevel = 'h3',
  shownTitle,
  firstSections = sections.length,
}: FieldsViewProps) {
  return (
    <Stack spacing={2} sx={FIELD_LAYOUT}>
      {sections.map((section, index) => {
        const later = index >= firstSections;
        const titled = section.title.trim().toLowerCase() !== shownTitle?.trim().toLowerCase();
        const view = (
          <Box component="section" key={section.key} aria-label={titled ? section.title : undefined}>
            {titled && (
              <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
                {section.title}
              </Typography>
            )}
            {section.fields.map((rendered) => {
              const view = (
                <Box
                  key={rendered.field.key}
                  className={
                    rendered.kind === 'input' && rendered.spec.label.length > LONG_LABEL
                      ? 'public-long-label'
                      : undefined
                  }
                >
                  <FieldView rendered={rendered} objects={objects} renderDocuments={renderDocuments} />
                </Box>
              );
              return rendered.visible ? (
                <Shown key={rendered.field.key} visible={rendered.visible}>
                  {view}
                </Shown>
              ) : (
                view
              );
            })}
          </Box>
        );
        return later ? <RenderLater key={section.key}>{view}</RenderLater> : view;
      })}
    </Stack>
  );
}

/**
 * On a phone a label is not cut: a long one wraps over two lines in a taller input; a text area
 * grows up to a height and then scrolls.
 */
const FIELD_LAYOUT = {
  '& .public-long-label .MuiInputLabel-root': {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    lineHeight: 1.25,
  },
  '& .public-long-label .MuiInputLabel-root:not(.MuiInputLabel-shrink)': {
    maxWidth: 'calc(100% - 48px)',
    top: -6,
  },
  '& .public-long-label .MuiInputLabel-shrink': { maxWidth: 'calc(133% - 32px)' },
  '& .public-long-label .MuiFilledInput-root:not(.MuiInputBase-multiline) .MuiFilledInput-input': {
    pt: 4.5,
  },
  '& .public-long-label .MuiFilledInput-root.MuiInputBase-multiline': { pt: 4.5 },
  '& .public-long-label .MuiAutocomplete-root .MuiFilledInput-root': { pt: 4.5 },
  '& textarea': { maxHeight: '12rem', overflowY: 'auto !important' },
} as const;
