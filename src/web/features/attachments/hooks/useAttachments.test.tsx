// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentsContract } from '../../../../domain/attachments/contract';
import { ApiError } from '../../../lib/api';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { attachmentsApi } from '../api/attachments';
import { dropFailedUploads, useFailedUploads } from '../lib/failedUploads';
import { UploadFailure } from '../lib/uploadFailure';
import { useAttachments, useUploadAttachments } from './useAttachments';

const owner = { ownerType: 'note', ownerId: 'N-7' } as const;
const fileOf = (name: string, size: number) => new File([new Uint8Array(size)], name);
const refused = new ApiError(415, 'UNSUPPORTED', 'Not an image.');

afterEach(() => {
  vi.restoreAllMocks();
  dropFailedUploads(owner);
});

/** The owner's list, the uploader and the files kept for retry, side by side as the note page has them. */
function notePage() {
  const api = mockApi().on(attachmentsContract.list, { attachments: [], canAttach: true });
  const view = renderHookWithApp(() => ({
    list: useAttachments(owner),
    uploads: useUploadAttachments(),
    failed: useFailedUploads(owner),
  }));
  return { api, view };
}

describe('useUploadAttachments', () => {
  it('sends the files one after another, with progress over their total size, then reads the list again', async () => {
    const sent: { name: string; progress(fraction: number): void; arrive(): void }[] = [];
    const upload = vi
      .spyOn(attachmentsApi, 'upload')
      .mockImplementation(
        (_, file, onProgress) =>
          new Promise((resolve) =>
            sent.push({ name: file.name, progress: onProgress, arrive: () => resolve([]) }),
          ),
      );
    const { api, view } = notePage();
    await waitFor(() => expect(view.result.current.list.isSuccess).toBe(true));
    const progress = () => view.result.current.uploads.progress;
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = view.result.current.uploads.upload(owner, [fileOf('a.png', 100), fileOf('b.png', 300)]);
    });
    expect(progress()).toBe(0);
    expect(view.result.current.uploads.uploading).toBe(true);
    act(() => sent[0]?.progress(0.5));
    expect(progress()).toBe(50 / 400);
    // the second waits for the first
    expect(sent.map((s) => s.name)).toEqual(['a.png']);
    await act(async () => sent[0]?.arrive());
    await waitFor(() => expect(sent.map((s) => s.name)).toEqual(['a.png', 'b.png']));
    act(() => sent[1]?.progress(0.5));
    expect(progress()).toBe((100 + 150) / 400);
    await act(async () => {
      sent[1]?.arrive();
      await sending;
    });
    expect(progress()).toBeNull();
    expect(view.result.current.uploads.uploading).toBe(false);
    expect(upload.mock.calls.map(([to]) => to)).toEqual([owner, owner]);
    await waitFor(() => expect(api.calls(attachmentsContract.list)).toHaveLength(2));
  });

  it('on a failure rejects with the file that failed and those after it, and still reads the list again', async () => {
    vi.spyOn(attachmentsApi, 'upload').mockImplementation((_, file) =>
      file.name === 'b.png' ? Promise.reject(refused) : Promise.resolve([]),
    );
    const { api, view } = notePage();
    await waitFor(() => expect(view.result.current.list.isSuccess).toBe(true));
    const files = [fileOf('a.png', 1), fileOf('b.png', 1), fileOf('c.png', 1)];
    let failure: unknown;
    await act(() => view.result.current.uploads.upload(owner, files).catch((e: unknown) => (failure = e)));
    expect(failure).toBeInstanceOf(UploadFailure);
    expect((failure as UploadFailure).files.map((f) => f.name)).toEqual(['b.png', 'c.png']);
    expect((failure as UploadFailure).reason).toBe(refused);
    await waitFor(() => expect(api.calls(attachmentsContract.list)).toHaveLength(2));
  });

  it('sends nothing for no files', async () => {
    const upload = vi.spyOn(attachmentsApi, 'upload');
    const { view } = notePage();
    await act(() => view.result.current.uploads.upload(owner, []));
    expect(upload).not.toHaveBeenCalled();
    expect(view.result.current.uploads.progress).toBeNull();
  });

  it.each([
    ['every file arrives', [], true, []],
    [
      'the second file fails: it and the third are kept for the record’s page',
      ['b.png'],
      false,
      ['b.png', 'c.png'],
    ],
  ])('uploadAfterSave: %s', async (_, failing, arrived, kept) => {
    vi.spyOn(attachmentsApi, 'upload').mockImplementation((__, file) =>
      failing.includes(file.name) ? Promise.reject(refused) : Promise.resolve([]),
    );
    const { view } = notePage();
    const files = [fileOf('a.png', 1), fileOf('b.png', 1), fileOf('c.png', 1)];
    let result: boolean | undefined;
    await act(async () => {
      result = await view.result.current.uploads.uploadAfterSave(owner, files);
    });
    expect(result).toBe(arrived);
    expect(view.result.current.failed.map((f) => f.name)).toEqual(kept);
  });
});

describe('useAttachments', () => {
  it('reads the owner’s files again when anyone changes attachments', async () => {
    const { api, view } = notePage();
    await waitFor(() => expect(view.result.current.list.isSuccess).toBe(true));
    await act(() => view.live('attachments.changed', 'N-7'));
    await waitFor(() => expect(api.calls(attachmentsContract.list)).toHaveLength(2));
    expect(api.calls(attachmentsContract.list)[1]?.query.get('ownerId')).toBe('N-7');
  });
});
