import { zodResolver } from '@hookform/resolvers/zod';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPROVAL_FORM_MAX_BYTES,
  type ApprovalFormFields,
  approvalFormFields,
  formatBytes,
} from '@shop/shared';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { SendForm } from '../../../components/ui/send-form.tsx';
import { notify } from '../../../components/ui/toast/notify.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { approvalFormBody, useUploadApprovalForm } from '../api/approval-form.ts';
import { useAccountT } from '../i18n.ts';
import { noticeText } from '../session.ts';

const MAX_MB = Math.round(APPROVAL_FORM_MAX_BYTES / (1024 * 1024));

export type FileProblem = 'fileRequired' | 'tooManyFiles' | 'fileTypeUnsupported' | 'fileTooLarge';

/** SPEC 5 "Approval form": one file, a PDF (the server checks the content too), not too large. */
export function checkApprovalFiles(files: readonly File[]): FileProblem | null {
  if (files.length === 0) return 'fileRequired';
  if (files.length > 1) return 'tooManyFiles';
  const [file] = files as [File];
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return 'fileTypeUnsupported';
  if (file.size > APPROVAL_FORM_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/**
 * The filled-in approval form: the numeric field of SPEC 5 (digits only) and one PDF, chosen
 * with the file picker or dropped on the zone; progress while it goes up, then the notice.
 */
export function ApprovalFormUpload({ currency, onSent }: { currency: string; onSent?: () => void }) {
  const t = useAccountT();
  const { t: te, i18n } = useTranslation('errors');
  const labelId = useId();
  const fileErrorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const form = useForm<ApprovalFormFields>({
    resolver: zodResolver(approvalFormFields),
    defaultValues: { expectedMonthlySpend: '' },
  });
  const upload = useUploadApprovalForm(setProgress);

  const problemText = (problem: FileProblem) =>
    problem === 'fileTooLarge' ? t('approval.fileTooLarge', { max: MAX_MB }) : te(problem);

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    const problem = checkApprovalFiles(chosen);
    setFileError(problem && problem !== 'fileRequired' ? problemText(problem) : null);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => choose([...(event.target.files ?? [])]);
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose([...event.dataTransfer.files]);
  };

  const submit = form.handleSubmit(
    (values) => {
      setServerError(null);
      const problem = checkApprovalFiles(files);
      if (problem) {
        setFileError(problemText(problem));
        buttonRef.current?.focus();
        return;
      }
      setProgress(0);
      upload.mutate(approvalFormBody(values, files[0] as File), {
        onSuccess: ({ message }) => {
          notify.success(noticeText(message, 'approvalFormSubmitted'));
          setFiles([]);
          form.reset();
          if (inputRef.current) inputRef.current.value = '';
          onSent?.();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
          const fileMessage = fieldErrors?.file?.[0];
          const spendMessage = fieldErrors?.expectedMonthlySpend?.[0];
          if (fileMessage) setFileError(fileMessage);
          if (spendMessage) form.setError('expectedMonthlySpend', { type: 'server', message: spendMessage });
          setServerError(fileMessage || spendMessage ? null : error.message);
        },
      });
    },
    // The file is checked with the fields, so every problem shows at once.
    () => {
      const problem = checkApprovalFiles(files);
      if (problem) setFileError(problemText(problem));
    },
  );

  const file = files.length === 1 ? files[0] : undefined;

  return (
    <SendForm
      label={t('approval.formLabel')}
      onSubmit={submit}
      sending={{ pending: upload.isPending, serverError }}
      sendLabel={t('approval.submit')}
      sendingLabel={t('approval.uploading')}
    >
      <FormTextField
        form={form}
        name="expectedMonthlySpend"
        label={t('approval.spend', { currency })}
        hint={t('approval.spendHint')}
        required
        ltr
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ maxWidth: 360 }}
      />
      <Box>
        <Typography id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
          {t('approval.file')}
        </Typography>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="approval-dropzone"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: fileError ? 'error.main' : dragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            display: 'grid',
            justifyItems: 'center',
            gap: 1.5,
          }}
        >
          {file ? (
            <Stack direction="row" spacing={1} alignItems="center" sx={{ maxWidth: '100%' }}>
              <PictureAsPdfOutlined color="error" aria-hidden="true" />
              <Typography sx={{ overflowWrap: 'anywhere' }} dir="auto">
                {file.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatBytes(file.size, i18n.language === 'ar' ? 'ar' : 'en')}
              </Typography>
            </Stack>
          ) : (
            <Typography color="text.secondary">{t('approval.dropHere')}</Typography>
          )}
          {/* The picker opens from a real button, so it is reachable and named for everyone. */}
          <Button
            ref={buttonRef}
            type="button"
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => inputRef.current?.click()}
            aria-describedby={`${labelId} ${fileErrorId}`}
          >
            {file ? t('approval.chooseOther') : t('approval.choose')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            hidden
            accept="application/pdf,.pdf"
            aria-labelledby={labelId}
            onChange={onInput}
          />
        </Box>
        <FormHelperText id={fileErrorId} error={Boolean(fileError)}>
          {fileError ?? t('approval.fileHint', { max: MAX_MB })}
        </FormHelperText>
      </Box>
      {upload.isPending ? (
        <Box>
          <LinearProgress
            variant={progress > 0 ? 'determinate' : 'indeterminate'}
            value={progress}
            aria-label={t('approval.uploading')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
            {t('approval.progress', { percent: progress })}
          </Typography>
        </Box>
      ) : null}
    </SendForm>
  );
}
