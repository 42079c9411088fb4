// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapContract as contract } from '../../../../domain/map/contract';
import { mockApi, type MockApi } from '../../../test/api';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderWithApp } from '../../../test/render';
import { BasemapUpload } from './BasemapUpload';

let api: MockApi;
beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  api = mockApi().on(contract.basemap, { kind: 'none' });
});
afterEach(() => vi.unstubAllGlobals());

/** Chooses a file in the form and presses Upload; answers the request the test gets. */
async function uploadFile() {
  const { user, container } = renderWithApp(<BasemapUpload />);
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['PMTiles…'], 'florida.pmtiles'));
  await user.click(screen.getByRole('button', { name: 'Upload and use' }));
  return FakeXhr.last;
}

describe('the basemap upload', () => {
  it('sends the file itself with its progress, says it is in use, and reads the basemap again', async () => {
    const xhr = await uploadFile();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/map/basemap.pmtiles');
    expect(xhr.headers['content-type']).toBe('application/octet-stream');
    expect((xhr.sent as File).name).toBe('florida.pmtiles');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 }));
    expect(await screen.findByRole('progressbar', { name: 'Basemap upload' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    api.on(contract.basemap, { kind: 'pmtiles', url: '/api/map/basemap.pmtiles' });
    act(() => xhr.answer(204, ''));
    expect(await screen.findByRole('status')).toHaveTextContent('the map uses it now');
    await waitFor(() => expect(api.calls(contract.basemap)).toHaveLength(2));
    expect(await screen.findByText(/The map draws the PMTiles file uploaded here/)).toBeInTheDocument();
  });

  it('shows the server’s words when it refuses the file', async () => {
    const xhr = await uploadFile();
    const words =
      'That file is not a PMTiles basemap (it should start with "PMTiles"). Choose a .pmtiles file.';
    act(() => xhr.answer(400, JSON.stringify({ code: 'BAD_REQUEST', message: words })));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });
});
