import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { CheckboxGroupInput, required as requiredRule } from 'react-admin';
import type { PublicApplicationObject } from '../../../schema/api/applicationForms';
import { FieldInput } from '../../forms';
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

/** An apartment select: which of the link's objects the household applies for, as checkboxes. */
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
  return (
    <CheckboxGroupInput
      source={source}
      label={label}
      helperText={help || false}
      validate={required ? REQUIRED : undefined}
      row={false}
      choices={objects.map((object) => ({
        id: object.uuid,
        name: [object.title, object.ref_number].filter(Boolean).join(' · '),
        disabled: !object.open,
      }))}
      translateChoice={false}
      sx={{ '& .MuiFormControlLabel-root': { minHeight: 44 } }}
    />
  );
}

export interface FieldsViewProps {
  sections: readonly RenderedSection[];
  objects: readonly PublicApplicationObject[];
  /** how a file field shows (a picker before the first submit, an upload after it) */
  renderDocuments: (field: Extract<RenderedField, { kind: 'documents' }>) => ReactNode;
  /** the heading level of the sections' titles */
  headingLevel?: 'h2' | 'h3' | 'h4';
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
    case 'text':
      return <HtmlBlock title={rendered.title} html={rendered.html} />;
    case 'objects':
      return <ObjectsInput {...rendered} objects={objects} />;
    case 'documents':
      return <>{renderDocuments(rendered)}</>;
  }
}

/** The sections of one scope, one column, each with its title and its fields in order. */
export function FieldsView({ sections, objects, renderDocuments, headingLevel = 'h3' }: FieldsViewProps) {
  return (
    <Stack spacing={2}>
      {sections.map((section) => (
        <Box component="section" key={section.key} aria-label={section.title}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
            {section.title}
          </Typography>
          {section.fields.map((rendered) => (
            <Box key={rendered.field.key}>
              <FieldView rendered={rendered} objects={objects} renderDocuments={renderDocuments} />
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
