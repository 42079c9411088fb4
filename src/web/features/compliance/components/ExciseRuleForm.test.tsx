// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { complianceContract as contract } from '../../../../domain/compliance/contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { ExciseRuleForm } from './ExciseRuleForm';

describe('ExciseRuleForm', () => {
  it('refuses a row without its source before sending, then sends the row the schema takes', async () => {
    const api = mockApi().on(contract.addRule, { id: 'R-1' });
    const onDone = vi.fn();
    const { user } = renderWithApp(<ExciseRuleForm state="WA" onDone={onDone} />);
    await user.type(screen.getByLabelText(/^Effective from/), '2030-01-01');
    await user.type(
      screen.getByRole('textbox', { name: /^What the rule says/ }),
      'Cigars 50 % of wholesale, at most $1.00 a cigar.',
    );
    await user.click(screen.getByRole('combobox', { name: /^How cigar is taxed/ }));
    await user.click(await screen.findByRole('option', { name: 'A share of a price' }));
    await user.type(await screen.findByRole('textbox', { name: 'Cigar: percent' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Cigar: at most, a cigar ($)' }), '1.00');
    for (const kind of ['Little cigar', 'Pipe tobacco', 'Other tobacco product'])
      await user.type(screen.getByRole('textbox', { name: `${kind}: why` }), 'Not in this row');

    await user.click(screen.getByRole('button', { name: 'Add rule row' }));
    expect(await screen.findByText(/Name the statute or page the rule follows/)).toBeInTheDocument();
    expect(api.calls(contract.addRule)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Source \(statute or page\)/ }), 'RCW 82.26.020');
    await user.click(screen.getByRole('button', { name: 'Add rule row' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [sent] = api.calls(contract.addRule);
    expect(sent?.path).toBe('/api/compliance/rules/excise');
    expect(sent?.body).toMatchObject({
      state: 'WA',
      effectiveFrom: '2030-01-01',
      source: { citation: 'RCW 82.26.020', url: null },
      remitter: 'company',
      kinds: {
        cigar: { method: 'ad-valorem', base: 'wholesale', percent: '50', capPerCigar: '1.00' },
        'pipe-tobacco': { method: 'not-on-file', why: 'Not in this row' },
      },
    });
  });
});
