import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { FilterDefinition } from '../../schema/api/tableData';
import { FILTER_INPUTS } from '../../src/list/filterInputs';

const dateFilter: FilterDefinition = {
  key: 'available_from',
  verbose_name: 'Verfügbar ab',
  type: 'date',
  choices: [],
  selected: null,
  unit: null,
  step: null,
  min: null,
  max: null,
  mainFilters: true,
};

function renderDate(value = '') {
  const onChange = vi.fn();
  const DateFilter = FILTER_INPUTS.date;
  render(
    <AdminContext>
      <DateFilter filter={dateFilter} value={value} onChange={onChange} />
    </AdminContext>,
  );
  return { onChange, input: screen.getByLabelText('Verfügbar ab') as HTMLInputElement };
}

describe('the date filter', () => {
  it('shows the chosen date as DD.MM.YYYY whatever the browser locale', () => {
    const { input } = renderDate('2026-03-01');
    expect(input.value).toBe('01.03.2026');
    expect(input.type).toBe('text');
  });

  it('sends a typed DD.MM.YYYY date as YYYY-MM-DD on Enter', () => {
    const { input, onChange } = renderDate();
    fireEvent.change(input, { target: { value: '31.12.2026' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('2026-12-31');
  });

  it('refuses a day that does not exist and sends nothing', () => {
    const { input, onChange } = renderDate();
    fireEvent.change(input, { target: { value: '31.02.2026' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the filter when the field is emptied', () => {
    const { input, onChange } = renderDate('2026-03-01');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith('');
  });
});
