import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../back-office/i18n.ts';
import { customerApprovalFormQuery } from './api.ts';

/** An object URL for a blob, revoked when the blob changes or the component leaves. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The customer's uploaded approval form (SPEC 4 "awaiting approval"): fetched with the admin's
 * bearer token as a blob (the token never goes into a URL), shown in the page with a download
 * link and a way to open it full size.
 */
export function ApprovalFormPreview({ userId, userCode }: { userId: number; userCode: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const form = useQuery(customerApprovalFormQuery(userId, true));
  const url = useObjectUrl(form.data);
  const fileName = `approval-form-${userCode}.pdf`;

  if (form.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={20} aria-hidden="true" />
        {t('admin:users.approval.loading')}
      </Box>
    );
  }
  if (form.error) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void form.refetch()}>
            {t('admin:list.retry')}
          </Button>
        }
      >
        {t('errors:cantPreviewFile')} {form.error.message}
      </Alert>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {url ? (
          <>
            <Button
              component="a"
              href={url}
              download={fileName}
              variant="outlined"
              size="small"
              startIcon={<DownloadOutlined />}
            >
              {t('admin:users.approval.download')}
            </Button>
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              size="small"
              startIcon={<OpenInNew />}
            >
              {t('admin:users.approval.open')}
            </Button>
          </>
        ) : null}
      </Stack>
      {url ? (
        <Box
          component="iframe"
          title={t('admin:users.approval.preview')}
          src={url}
          sx={{
            width: '100%',
            height: { xs: 420, md: 640 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : null}
    </Stack>
  );
}
