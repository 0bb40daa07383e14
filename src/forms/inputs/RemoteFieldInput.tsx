import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { REMOTE_SEARCH_DELAY_MS } from '../../../schema/constants';
import type { Choice, SpecOf } from '../fieldSpec';
import { longEnough } from './choiceInputs';
import { commonProps } from './common';

const byId = (choices: readonly Choice[]) => new Map(choices.map((choice) => [choice.id, choice]));

/**
 * Choices fetched while the user types (spec 1 section 5: from 2 characters; spec 2 section 9:
 * 250 ms after the last key). Chosen options stay known, so the input keeps showing their names.
 */
export function RemoteFieldInput({ spec }: { spec: SpecOf<'remote'> }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Choice[]>(() => [...(spec.initialChoices ?? [])]);
  const { data, isFetching } = useQuery({
    queryKey: ['remote-choices', spec.source, search],
    queryFn: () => spec.loadChoices(search, dataProvider),
    enabled: longEnough(search),
    staleTime: 30_000,
  });
  const choices = useMemo(() => [...byId([...chosen, ...(data ?? [])]).values()], [chosen, data]);
  const remember = (_value: unknown, records: unknown) => {
    const picked = (Array.isArray(records) ? records : [records]).filter(
      (record): record is Choice => typeof record === 'object' && record !== null && 'id' in record,
    );
    setChosen((known) => [...byId([...known, ...picked]).values()]);
  };
  const props = {
    ...commonProps(spec),
    choices,
    setFilter: setSearch,
    debounce: REMOTE_SEARCH_DELAY_MS,
    shouldRenderSuggestions: longEnough,
    noOptionsText: 'forms_type_more',
    isPending: isFetching,
    translateChoice: false,
    onChange: remember,
  };
  return spec.multiple ? <AutocompleteArrayInput {...props} /> : <AutocompleteInput {...props} />;
}
