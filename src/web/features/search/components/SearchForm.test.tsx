// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SearchForm } from './SearchForm';

const authors = [{ id: 'u-rita', displayName: 'Rita Rep' }];

describe('SearchForm', () => {
  it('hands over the trimmed words, the types, and whole days as the range', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithApp(<SearchForm initial={{ q: '' }} authors={authors} onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Search for'), '  maduro owner  ');
    await user.click(screen.getByRole('checkbox', { name: 'Notes' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-03' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({
      q: 'maduro owner',
      kind: ['note'],
      from: new Date('2026-11-01T00:00:00').toISOString(),
      to: new Date('2026-11-03T23:59:59.999').toISOString(),
    });
  });

  it('starts from the filters it is given', () => {
    const from = new Date('2026-10-05T00:00:00').toISOString();
    renderWithApp(<SearchForm initial={{ q: 'shipment', from }} authors={authors} onSearch={() => {}} />);
    expect(screen.getByLabelText('Search for')).toHaveValue('shipment');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-05');
  });

  it('does not search blank words or a range that ends before it starts, and says why', async () => {
    const onSearch = vi.fn();
    const { user } = renderWithApp(<SearchForm initial={{ q: '' }} authors={authors} onSearch={onSearch} />);
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(screen.getByLabelText('Search for'), 'cedar');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(screen.getByText('The start date must be before the end date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
