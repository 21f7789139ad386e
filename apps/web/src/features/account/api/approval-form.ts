import type { ApiSuccess } from '@shop/shared';
import { APPROVAL_FORM_FILE_FIELD, type ApprovalFormFields, type ApprovalFormStatus } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/index.ts';
import { ApiError, buildHeaders, buildUrl, errorFromResponse } from '../../../lib/api-client.ts';
import { accountKeys } from './keys.ts';
import { userQuery } from './user-query.ts';

export const approvalFormQuery = () =>
  userQuery<ApprovalFormStatus>(accountKeys.approvalForm(), '/api/user/approval-form');

/** `GET /api/user/approval-form`: the blank form to download and what was sent so far. */
export function useApprovalForm(enabled = true) {
  return useQuery({ ...approvalFormQuery(), enabled });
}

export function approvalFormBody(fields: ApprovalFormFields, file: File): FormData {
  const body = new FormData();
  body.append('expectedMonthlySpend', fields.expectedMonthlySpend);
  body.append(APPROVAL_FORM_FILE_FIELD, file, file.name);
  return body;
}

/**
 * `POST /api/user/approval-form` with the shared client's headers, through XMLHttpRequest: fetch
 * cannot report upload progress, and a scanned form can take a while on a slow line.
 */
export function uploadApprovalForm(
  body: FormData,
  onProgress?: (percent: number) => void,
): Promise<ApiSuccess<ApprovalFormStatus>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/api/user/approval-form'));
    for (const [key, value] of buildHeaders('POST', 'user')) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', i18n.t('errors:network')));
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        parsed = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as ApiSuccess<ApprovalFormStatus>);
      else reject(errorFromResponse(xhr.status, parsed));
    };
    xhr.send(body);
  });
}

/** The upload, its progress (0–100) and, on success, the new status in the cache. */
export function useUploadApprovalForm(onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => uploadApprovalForm(body, onProgress),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(accountKeys.approvalForm(), data);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
}
