import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultUploadMaxMb } from '../../../../domain/attachments/rules';
import { useLiveInvalidation } from '../../../lib/live';
import { attachmentsApi, attachmentsKey, ownerKey, type Owner } from '../api/attachments';
import { keepFailedUploads } from '../lib/failedUploads';
import { UploadFailure } from '../lib/uploadFailure';

/** An owner's files, newest first, and whether the user may add more; refreshed whenever anyone changes them. */
export function useAttachments(owner: Owner) {
  useLiveInvalidation(['attachments.changed'], ownerKey(owner));
  return useQuery({ queryKey: ownerKey(owner), queryFn: () => attachmentsApi.list(owner) });
}

/** The server's upload limit in MB (the default until it has answered). */
export function useUploadLimit(): number {
  const limits = useQuery({
    queryKey: [...attachmentsKey, 'limits'],
    queryFn: attachmentsApi.limits,
    staleTime: Infinity,
  });
  return limits.data?.maxMb ?? defaultUploadMaxMb;
}

export function useDeleteAttachment(owner: Owner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: attachmentsApi.remove,
    onSettled: () => client.invalidateQueries({ queryKey: ownerKey(owner) }),
  });
}

/**
 * Uploads files to an owner that already exists (a note after it is saved), one after another,
 * with overall progress from 0 to 1. Rejects with an UploadFailure on the first failure.
 */
export function useUploadAttachments() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (owner: Owner, files: File[]) => {
    if (!files.length) return;
    const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
    let done = 0;
    setProgress(0);
    try {
      for (const [index, file] of files.entries()) {
        await attachmentsApi
          .upload(owner, file, (fraction) => setProgress((done + fraction * file.size) / total))
          .catch((reason: unknown) => Promise.reject(new UploadFailure(files.slice(index), reason)));
        done += file.size;
      }
    } finally {
      setProgress(null);
      await client.invalidateQueries({ queryKey: ownerKey(owner) });
    }
  };
  /**
   * After a create form saved its record: uploads the files, and when some fail keeps them for the
   * record's page to retry. Resolves whether every file arrived; never rejects, so the saved
   * record is never submitted again.
   */
  const uploadAfterSave = async (owner: Owner, files: File[]): Promise<boolean> => {
    try {
      await upload(owner, files);
      return true;
    } catch (error) {
      keepFailedUploads(owner, error instanceof UploadFailure ? error.files : files);
      return false;
    }
  };
  return { upload, uploadAfterSave, progress, uploading: progress !== null };
}
