// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminContract } from '../../../../domain/admin/contract';
import { geocoderDefault } from '../../../../domain/settings/geocoder';
import { repCodesDefault, repCodesSchema } from '../../../../domain/settings/repCodes';
import { failure, mockApi, type MockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { adminSettingsKey, type SettingEntry } from '../api/admin';
import { JsonSettingEditor } from './JsonSettingEditor';
import { SettingsPanel } from './SettingsPanel';

const savedCodes = (value: string[], updatedAt: string): SettingEntry => ({
  key: 'repCodes',
  value,
  defaultValue: repCodesDefault,
  updatedAt,
  updatedBy: 'admin',
});

const editorText = () => (screen.getByRole('textbox', { name: 'Rep codes' }) as HTMLTextAreaElement).value;
const shown = () => JSON.parse(editorText()) as string[];

const editor = (setting: SettingEntry) => (
  <JsonSettingEditor setting={setting} label="Rep codes" schema={repCodesSchema} />
);

let api: MockApi;
beforeEach(() => {
  api = mockApi().on(adminContract.saveSetting, (request) => ({
    setting: savedCodes(request.body as string[], '2026-11-27T10:00:00.000Z'),
  }));
});

describe('the setting editor', () => {
  it('follows the saved value while the admin has not edited it', () => {
    const { rerender } = renderWithApp(editor(savedCodes(['-', 'FL'], '2026-11-27T09:00:00.000Z')));
    expect(shown()).toEqual(['-', 'FL']);
    rerender(editor(savedCodes(['-', 'FL', 'SW'], '2026-11-27T09:05:00.000Z')));
    expect(shown()).toEqual(['-', 'FL', 'SW']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps a reset to the default when the settings are read again and someone else saved meanwhile', async () => {
    let listed: SettingEntry | null = savedCodes(['-', 'FL'], '2026-11-27T09:00:00.000Z');
    api.on(adminContract.listSettings, () =>
      listed ? { settings: [listed] } : failure(503, 'The database is restarting'),
    );
    const { user, client } = renderWithApp(<SettingsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Rep codes' }));
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(shown()).toEqual(repCodesDefault);

    // A read that fails leaves the draft in place, with the error above it.
    listed = null;
    await client.refetchQueries({ queryKey: adminSettingsKey });
    await screen.findByText('The database is restarting');
    expect(shown()).toEqual(repCodesDefault);

    listed = savedCodes(['-', 'FL', 'SW'], '2026-11-27T09:05:00.000Z');
    await client.refetchQueries({ queryKey: adminSettingsKey });
    await screen.findByText(/Last saved .*9:05/);
    expect(screen.queryByText('The database is restarting')).toBeNull();
    expect(shown()).toEqual(repCodesDefault);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(shown()).toEqual(['-', 'FL', 'SW']);
  });

  it('sends a valid draft, then shows the saved value again; an invalid one is refused before sending', async () => {
    const { user, rerender } = renderWithApp(editor(savedCodes(['-', 'FL'], '2026-11-27T09:00:00.000Z')));
    const box = screen.getByRole('textbox', { name: 'Rep codes' });
    await user.clear(box);
    await user.paste('["FL"]');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent("The first rep code must be '-'");
    expect(api.calls(adminContract.saveSetting)).toHaveLength(0);

    await user.clear(box);
    await user.paste('["-", "TX"]');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls(adminContract.saveSetting)).toHaveLength(1));
    expect(api.calls(adminContract.saveSetting)[0]?.body).toEqual(['-', 'TX']);
    // The list is read again with the saved value; the editor then shows it and has nothing to save.
    rerender(editor(savedCodes(['-', 'TX'], '2026-11-27T10:00:00.000Z')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(shown()).toEqual(['-', 'TX']);
  });

  it('says what a geocoder address may be, and refuses a private one before sending (issue 44)', async () => {
    const geocoder: SettingEntry = {
      key: 'geocoder',
      value: geocoderDefault,
      defaultValue: geocoderDefault,
      updatedAt: null,
      updatedBy: null,
    };
    api.on(adminContract.listSettings, () => ({ settings: [geocoder] }));
    const { user } = renderWithApp(<SettingsPanel />);
    await user.click(await screen.findByRole('button', { name: /Customer places from street addresses/ }));
    // The panel's content is in the accessibility tree once the accordion has opened it (a whole run's load showed the wait).
    const box = await screen.findByRole('textbox', { name: /Customer places/ });
    expect(box).toHaveAccessibleDescription(/must start with https:\/\/ and lead to a public service/);
    await user.clear(box);
    await user.paste('{"kind": "census", "url": "https://169.254.169.254/latest/meta-data/"}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('url: 169.254.169.254 is a link-local address');
    expect(api.calls(adminContract.saveSetting)).toHaveLength(0);
  });
});
