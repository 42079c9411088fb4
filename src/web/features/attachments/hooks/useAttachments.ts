import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultUploadMaxMb } from '../../../../domain/attachments/rules';
import { useLiveInvalidation } from '../../../lib/live';
import { attachmentsApi, attachmentsKey, ownerKey, type Owner } from '../api/attachments';

/** An owner's files, newest first, refreshed whenever anyone changes them. */
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
 * with overall progress from 0 to 1. Rejects on the first failure.
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
      for (const file of files) {
        await attachmentsApi.upload(owner, file, (fraction) =>
          setProgress((done + fraction * file.size) / total),
        );
        done += file.size;
      }
    } finally {
      setProgress(null);
      await client.invalidateQueries({ queryKey: ownerKey(owner) });
    }
  };
  return { upload, progress, uploading: progress !== null };
}
