import { attachmentsContract } from '../../../../domain/attachments/contract';
import type { Attachment, OwnerRef } from '../../../../domain/attachments/rules';
import { uploadFailedMessage } from '../../../../domain/attachments/rules';
import type { RouteResult } from '../../../../domain/contract/route';
import { ApiError, call, hrefOf } from '../../../lib/api';
import { sendFile } from '../../../lib/upload';

export type { Attachment };
export type Owner = OwnerRef;
type Uploaded = RouteResult<typeof attachmentsContract.upload>;

export const attachmentsKey = ['attachments'] as const;
export const ownerKey = (owner: Owner) => [...attachmentsKey, owner.ownerType, owner.ownerId] as const;

export const attachmentsApi = {
  list: (owner: Owner) => call(attachmentsContract.list, { query: owner }),
  limits: () => call(attachmentsContract.limits),
  remove: (id: string) => call(attachmentsContract.remove, { params: { id } }),
  /** One file per request, so the server can refuse an oversized one by its length before reading it. */
  async upload(owner: Owner, file: File, onProgress: (fraction: number) => void): Promise<Attachment[]> {
    const form = new FormData();
    form.append('file', file, file.name);
    const data = (await sendFile({
      method: 'POST',
      url: hrefOf(attachmentsContract.upload, { query: { ...owner, fileName: file.name } }),
      body: form,
      size: file.size,
      stored: 201,
      failedMessage: uploadFailedMessage,
      onProgress,
    })) as Partial<Uploaded> | null;
    if (!data?.attachments) throw new ApiError(201, 'UPLOAD', uploadFailedMessage);
    return data.attachments;
  },
};
