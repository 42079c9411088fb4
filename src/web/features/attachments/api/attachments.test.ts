import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFailedMessage, type Attachment } from '../../../../domain/attachments/rules';
import { FakeXhr } from '../../../test/fake-xhr';
import { attachmentsApi } from './attachments';

const owner = { ownerType: 'note', ownerId: 'N-7' } as const;
const stored: Attachment = {
  id: 'F-1',
  ownerType: 'note',
  ownerId: 'N-7',
  name: 'shelf.png',
  size: 3,
  contentType: 'image/png',
  downloadUrl: '/api/attachments/F-1/download',
  previewUrl: null,
  previewContentType: null,
  uploadedBy: { id: 'u-ana', displayName: 'Ana Rep', email: 'ana@humidor.test' },
  createdAt: '2026-11-27T12:00:00.000Z',
  canDelete: true,
};

afterEach(() => vi.unstubAllGlobals());

function startUpload(onProgress = vi.fn()) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const done = attachmentsApi.upload(owner, new File(['abc'], 'shelf.png'), onProgress);
  return { xhr: FakeXhr.last, done, onProgress };
}

describe('attachmentsApi.upload', () => {
  it('posts one file with its owner and name in the query, with the cookie, and reports progress', async () => {
    const { xhr, done, onProgress } = startUpload();
    expect(xhr.method).toBe('POST');
    const url = new URL(xhr.url, 'http://humidor.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ownerType: 'note',
      ownerId: 'N-7',
      fileName: 'shelf.png',
    });
    expect(xhr.withCredentials).toBe(true);
    expect(((xhr.sent as FormData).get('file') as File).name).toBe('shelf.png');

    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 1, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    expect(onProgress.mock.calls).toEqual([[0.25]]);

    xhr.answer(201, JSON.stringify({ attachments: [stored] }));
    await expect(done).resolves.toEqual([stored]);
  });

  it.each([
    [
      'the server’s refusal, in its words',
      415,
      JSON.stringify({ code: 'UNSUPPORTED', message: 'Not an image.' }),
      { status: 415, code: 'UNSUPPORTED', message: 'Not an image.' },
    ],
    [
      'a proxy’s HTML page: the upload simply failed',
      502,
      '<html>Bad gateway</html>',
      { status: 502, code: 'UPLOAD', message: uploadFailedMessage },
    ],
    ['an empty answer', 500, '', { status: 500, code: 'UPLOAD', message: uploadFailedMessage }],
    [
      'a 201 without the stored files',
      201,
      '{}',
      { status: 201, code: 'UPLOAD', message: uploadFailedMessage },
    ],
  ])('rejects on %s', async (_, status, text, error) => {
    const { xhr, done } = startUpload();
    xhr.answer(status, text);
    await expect(done).rejects.toMatchObject(error);
  });

  it('rejects a dropped connection as a network failure', async () => {
    const { xhr, done } = startUpload();
    xhr.onerror?.();
    await expect(done).rejects.toMatchObject({ status: 0, code: 'NETWORK', message: uploadFailedMessage });
  });
});
