import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { get, useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import { MOBILE_BREAKPOINT_PX } from '../../schema/constants';
import { formatDateTime } from '../../schema/dates';
import {
  ConfirmDiscardDialog,
  FieldInputs,
  FormRefusal,
  FormSchemaContext,
  formMessage,
  PendingUploadsProvider,
  UnsavedChangesGuard,
  useNotifyError,
  useNotifyInvalidForm,
  usePendingUploads,
  useSubmitHandler,
  useUploadCounter,
  zodResolver,
  type SubmissionErrors,
} from '../forms';
import { clearDraft, currentDraftKey, readDraft, writeDraft, type WizardDraft } from './draft';
import type { WizardProps } from './types';
import {
  answersOf,
  isUnder,
  pageFieldTest,
  pageSources,
  secretSources,
  visiblePages,
  withoutPaths,
} from './wizardModel';
import { WizardMenu } from './WizardMenu';

type Advance = (values: FieldValues) => Promise<SubmissionErrors | undefined>;

interface BodyProps extends WizardProps {
  draftKey: string;
  restored: WizardDraft | null;
  startOver: () => void;
  page: string;
  setPage: (page: string) => void;
  /** the pages left through Forward */
  done: ReadonlySet<string>;
  markDone: (page: string) => void;
  /** the paths checked now: those of the pages up to the current one */
  checked: MutableRefObject<readonly string[]>;
  advance: MutableRefObject<Advance | null>;
  completing: MutableRefObject<boolean>;
}

/** The first input showing an error in `container`: into view, and focused. */
function focusFirstInvalid(container: HTMLElement | null) {
  const input = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  input?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  input?.focus();
}

function WizardBody({
  pages,
  draftKey,
  restored,
  startOver,
  page,
  setPage,
  done,
  markDone,
  checked,
  advance,
  completing,
  ...props
}: BodyProps) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const uploads = usePendingUploads();
  const { getValues } = useFormContext();
  const { errors, submitCount, isSubmitting, isDirty } = useFormState();
  const values = useWatch() as FieldValues;
  const compact = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX}px)`);
  const content = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [askStartOver, setAskStartOver] = useState(false);
  useNotifyInvalidForm({ inputErrors: false });

  const visible = useMemo(() => visiblePages(pages, values), [pages, values]);
  const found = visible.findIndex((candidate) => candidate.name === page);
  const index = found === -1 ? 0 : found;
  const current = visible[index]!;
  const last = index === visible.length - 1;
  checked.current = visible.slice(0, index + 1).flatMap(pageSources);

  const complete = useSubmitHandler((answers) => props.onComplete(answers), {
    isField: pageFieldTest(visible),
    serverErrors: props.serverErrors,
    uploads,
  });

  advance.current = async (answers): Promise<SubmissionErrors | undefined> => {
    if (uploads.count() > 0) return { root: { serverError: translate('forms_upload_pending') } };
    let problems: Record<string, string> | undefined | void;
    try {
      problems = await current.validate?.(answers, dataProvider);
    } catch (error) {
      notifyError(error);
      return { root: { shown: 'shown' } };
    }
    if (problems && Object.keys(problems).length > 0) {
      return Object.fromEntries(Object.entries(problems).map(([path, key]) => [path, formMessage(key)]));
    }
    if (!last) {
      markDone(current.name);
      setPage(visible[index + 1]!.name);
      return undefined;
    }
    completing.current = true;
    const refused = await complete(answersOf(answers, pages, visible));
    if (refused) completing.current = false;
    else clearDraft(draftKey);
    return refused;
  };

  // every change is kept as a draft (passwords never), until the wizard completes
  useEffect(() => {
    if (props.noDraft || completing.current || (!isDirty && !restored)) return;
    const answers = withoutPaths(getValues(), secretSources(pages));
    writeDraft(draftKey, { values: answers, page: current.name, savedAt: new Date().toISOString() });
  }, [values, current.name, isDirty, restored, props.noDraft, completing, draftKey, getValues, pages]);

  // a refused Forward or completion: to the first page with an error, its first invalid input
  const seen = useRef(submitCount);
  const focusAfterJump = useRef(false);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    const withError = visible.findIndex((candidate) =>
      pageSources(candidate).some((path) => get(errors, path)),
    );
    if (withError === -1) return;
    if (withError === index) focusFirstInvalid(content.current);
    else {
      focusAfterJump.current = true;
      setPage(visible[withError]!.name);
    }
  }, [submitCount, errors, visible, index, setPage]);

  // a new page: its heading takes the focus (screen readers announce it), or its first error
  const shown = useRef(current.name);
  useEffect(() => {
    if (shown.current === current.name) return;
    shown.current = current.name;
    if (focusAfterJump.current) {
      focusAfterJump.current = false;
      focusFirstInvalid(content.current);
    } else {
      heading.current?.focus();
      heading.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [current.name]);

  // a second click while the first one runs does nothing
  const busy = useRef(false);
  busy.current = isSubmitting;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: compact ? 'minmax(0, 1fr)' : '220px minmax(0, 1fr)',
      }}
    >
      <WizardMenu
        pages={visible}
        current={index}
        done={done}
        onJump={(to) => setPage(visible[to]!.name)}
        compact={compact}
      />
      <Box ref={content} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        {restored && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => setAskStartOver(true)}>
                {translate('wizard_start_over')}
              </Button>
            }
          >
            {translate('wizard_draft_restored', { date: formatDateTime(restored.savedAt) })}
          </Alert>
        )}
        <Typography ref={heading} component="h2" variant="h6" tabIndex={-1} sx={{ outline: 'none' }}>
          {translate(current.menu.displayName)}
        </Typography>
        {current.fields && (
          <FieldInputs key={current.name} fields={current.fields} columns={current.columns} />
        )}
        {current.render?.(values)}
        <FormRefusal />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button
            type="button"
            disabled={index === 0 || isSubmitting}
            onClick={() => setPage(visible[index - 1]!.name)}
          >
            {translate('wizard_back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting && last}
            onClick={(event) => {
              if (busy.current) event.preventDefault();
              busy.current = true;
            }}
          >
            {translate(last ? (props.completeLabel ?? 'wizard_complete') : 'wizard_forward')}
          </Button>
        </Box>
      </Box>
      <UnsavedChangesGuard
        isUnsaved={() => !completing.current && (isDirty || restored !== null)}
        onDiscard={() => {
          // leaving without the answers: they are not offered again next time
          completing.current = true;
          clearDraft(draftKey);
        }}
      />
      <ConfirmDiscardDialog
        open={askStartOver}
        onDiscard={() => {
          setAskStartOver(false);
          startOver();
        }}
        onKeep={() => setAskStartOver(false)}
      />
    </Box>
  );
}

/**
 * A step-by-step form (spec 1 "Wizards"): pages declared as data, some only for certain answers;
 * Forward checks the current page (the schema's rules for its inputs, then its server check) and
 * moves the focus to the first invalid input; Back always works; the menu opens earlier pages only;
 * the last page completes. The answers are kept as a draft in this browser (per wizard, project and
 * user) until completion, and leaving with answers asks first (discarding them forgets the draft).
 */
export function Wizard(props: WizardProps) {
  const { id, pages, schema, defaultValues = {}, title, noDraft = false } = props;
  const translate = useTranslate();
  const draftKey = useMemo(() => currentDraftKey(id), [id]);
  const [restored, setRestored] = useState<WizardDraft | null>(() => (noDraft ? null : readDraft(draftKey)));
  const [page, setPage] = useState(() => restored?.page ?? pages[0]?.name ?? '');
  // a restored draft's earlier pages were passed through Forward before
  const [done, setDone] = useState<ReadonlySet<string>>(() => {
    const at = restored ? pages.findIndex((candidate) => candidate.name === restored.page) : -1;
    return new Set(pages.slice(0, Math.max(0, at)).map((candidate) => candidate.name));
  });
  const markDone = (name: string) =>
    setDone((previous) => (previous.has(name) ? previous : new Set([...previous, name])));
  // starting over makes a new form: a reset to fewer values would leave the inputs their old ones
  const [round, setRound] = useState(0);
  const checked = useRef<readonly string[]>([]);
  const advance = useRef<Advance | null>(null);
  const completing = useRef(false);
  const uploads = useUploadCounter();
  const resolver = useMemo(
    () => (schema ? zodResolver(schema, { include: (path) => isUnder(path, checked.current) }) : undefined),
    [schema],
  );
  const startOver = () => {
    clearDraft(draftKey);
    setRestored(null);
    setDone(new Set());
    setPage(pages[0]?.name ?? '');
    setRound((previous) => previous + 1);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {title && (
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
      )}
      <PendingUploadsProvider value={uploads}>
        <Form
          key={round}
          defaultValues={restored?.values ?? defaultValues}
          resolver={resolver}
          onSubmit={(values: FieldValues) => advance.current?.(values)}
          noValidate
          disableInvalidFormNotification
        >
          <FormSchemaContext.Provider value={schema}>
            <WizardBody
              {...props}
              draftKey={draftKey}
              restored={restored}
              startOver={startOver}
              page={page}
              setPage={setPage}
              done={done}
              markDone={markDone}
              checked={checked}
              advance={advance}
              completing={completing}
            />
          </FormSchemaContext.Provider>
        </Form>
      </PendingUploadsProvider>
    </Box>
  );
}
