// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { licenseListsContract as contract } from '../../../../domain/compliance/license-lists-contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { LicenseListsPanel } from './LicenseListsPanel';

const csv =
  '\uFEFFLic #,DBA Name,Street,Zip Code,Exp Date,Issued On\r\nA-1,One,1 Main St,33602,12/31/2027,\r\n';

describe('LicenseListsPanel', () => {
  it('offers the state’s remembered columns where the file has them, the guess elsewhere, and the admin’s choice over both', async () => {
    mockApi().on(contract.state, {
      state: 'FL',
      mapping: { number: 'Lic #', expiresOn: 'Exp Date', city: 'Town' },
      imports: [],
    });
    const { user } = renderWithApp(<LicenseListsPanel />);
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Florida (FL)' }));
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([csv], 'fl.csv', { type: 'text/csv' })] } });
    const number = await screen.findByRole('combobox', { name: /^License number/ });
    await waitFor(() => expect(number).toHaveValue('Lic #'));
    expect(screen.getByRole('combobox', { name: /^Business name/ })).toHaveValue('DBA Name');
    expect(screen.getByRole('combobox', { name: /^Expires/ })).toHaveValue('Exp Date');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Import the list' })).toBeEnabled();

    expect(screen.getByRole('combobox', { name: /^Issued/ })).toHaveValue('Issued On');
    await user.click(screen.getByRole('combobox', { name: /^City/ }));
    await user.click(await screen.findByRole('option', { name: 'Zip Code' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Zip Code'));
    await user.click(screen.getByRole('combobox', { name: /^License number/ }));
    await user.click(await screen.findByRole('option', { name: 'Street' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^License number/ })).toHaveValue('Street'),
    );
  });
});
