import { attachmentsContract } from '../../../../domain/attachments/contract';
import type { Attachment, OwnerRef } from '../../../../domain/attachments/rules';
import { uploadFailedMessage } from '../../../../domain/attachments/rules';
import { errorAnswerOf, jsonOf } from '../../../../domain/contract/error-answer';
import type { RouteResult } from '../../../../domain/contract/route';
import { ApiError, call, hrefOf, uploadTimeLimitMs } from '../../../lib/api';

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
  upload(owner: Owner, file: File, onProgress: (fraction: number) => void): Promise<Attachment[]> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      // XMLHttpRequest rather than fetch: only it reports upload progress.
      xhr.open('POST', hrefOf(attachmentsContract.upload, { query: { ...owner, fileName: file.name } }));
      xhr.withCredentials = true;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        // A proxy's HTML error page is no answer to read: the upload simply failed.
        const data = jsonOf(xhr.responseText) as Partial<Uploaded> | null;
        if (xhr.status === 201 && data?.attachments) return resolve(data.attachments);
        const error = errorAnswerOf(data);
        reject(new ApiError(xhr.status, error?.code ?? 'UPLOAD', error?.message ?? uploadFailedMessage));
      };
      xhr.onerror = () => reject(new ApiError(0, 'NETWORK', uploadFailedMessage));
      xhr.timeout = uploadTimeLimitMs(file.size);
      xhr.ontimeout = () => reject(new ApiError(0, 'TIMEOUT', uploadFailedMessage));
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    });
  },
};
