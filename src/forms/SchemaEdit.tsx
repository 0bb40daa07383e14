import { useMemo, useRef, type ReactNode } from 'react';
import { CreateBase, EditBase, type CreateBaseProps, type EditBaseProps } from 'react-admin';
import { SectionLoading } from './FormSection';
import { SaveErrorContext } from './saveError';

/** Mutation options that keep a failed save for the form to show, and the place they keep it. */
function useKeptFailure<O extends { onError?: unknown } | undefined>(options: O) {
  const failure = useRef<unknown>(null);
  const mutationOptions = useMemo(
    () => ({
      ...options,
      onError: (error: unknown) => {
        failure.current = error;
      },
    }),
    [options],
  );
  return { failure, mutationOptions };
}

/**
 * react-admin's EditBase for a SchemaForm: the form appears with its record (nothing typed before
 * is overwritten), saves wait for the server (pessimistic), and a failed
 * save goes to the form, which shows it (field errors, the conflict notice when someone else
 * changed the record, else the error catalogue). The form sends the record's `version` with its
 * values, so a stale save is refused (409).
 */
export function SchemaEdit({
  children,
  ...props
}: Omit<EditBaseProps, 'mutationMode'> & { children: ReactNode }) {
  const { failure, mutationOptions } = useKeptFailure(props.mutationOptions);
  return (
    <SaveErrorContext.Provider value={failure}>
      <EditBase
        loading={<SectionLoading />}
        {...props}
        mutationMode="pessimistic"
        mutationOptions={mutationOptions}
      >
        {children}
      </EditBase>
    </SaveErrorContext.Provider>
  );
}

/** react-admin's CreateBase for a SchemaForm: a failed save goes to the form, which shows it. */
export function SchemaCreate({ children, ...props }: CreateBaseProps & { children: ReactNode }) {
  const { failure, mutationOptions } = useKeptFailure(props.mutationOptions);
  return (
    <SaveErrorContext.Provider value={failure}>
      <CreateBase {...props} mutationOptions={mutationOptions}>
        {children}
      </CreateBase>
    </SaveErrorContext.Provider>
  );
}
