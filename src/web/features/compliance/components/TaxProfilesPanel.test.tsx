// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { complianceContract } from '../../../../domain/compliance/contract';
import { taxProfileFieldsSchema } from '../../../../domain/compliance/item-profiles';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { TaxProfilesPanel } from './TaxProfilesPanel';

const blank = taxProfileFieldsSchema.parse({});
const item = (listId: string, name: string, missing: 'kind'[]) => ({
  listId,
  name,
  salesDesc: null,
  brand: 'Limited',
  own: null,
  resolved: missing.length ? blank : { ...blank, kind: 'not-tobacco' as const },
  missing,
});

describe('TaxProfilesPanel', () => {
  it('opens on the Gaps filtered to the item an order’s "Excise not computed" links to (decision 0344)', async () => {
    mockApi().on(complianceContract.taxProfiles, () => ({
      items: [item('I-1', 'p-CHU', ['kind']), item('I-2', 'p-CHU-ASH', []), item('I-3', 'p-ROB', ['kind'])],
      brands: [{ brand: 'Limited', itemCount: 3, fields: null }],
      gapCount: 2,
    }));
    renderWithApp(<TaxProfilesPanel />, { route: '/admin/compliance/items?show=gaps&q=p-CHU' });
    const table = await screen.findByLabelText('Items');
    expect(within(table).getByText('p-CHU')).toBeTruthy();
    // The other gap is another item; the other match has no gap.
    expect(within(table).queryByText('p-ROB')).toBeNull();
    expect(within(table).queryByText('p-CHU-ASH')).toBeNull();
    expect((screen.getByLabelText('Find an item') as HTMLInputElement).value).toBe('p-CHU');
  });
});
