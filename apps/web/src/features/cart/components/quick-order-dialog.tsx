import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type CartProblem,
  checkOrderQuantity,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderResult,
} from '@shop/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { notify } from '../../../components/ui/toast/notify.ts';
import { translateMessage } from '../../../i18n/index.ts';
import { useCartT } from '../i18n.ts';
import { problemText } from '../problem-text.ts';
import { type ParsedQuickOrder, parseQuickOrder, type QuickOrderEntry } from '../quick-order.ts';

/**
 * Why a line was refused. The server says `validation` for a quantity that is no quantity without
 * its field message; the same shared rule says which (whole, 1 or more, a number) from what was sent.
 */
function lineProblemText(problem: CartProblem, sent: QuickOrderEntry | undefined): string {
  if (problem.code === 'validation' && sent) {
    const check = checkOrderQuantity(sent.quantity);
    if (!check.ok) return translateMessage(check.message);
  }
  return problemText(problem);
}

/** A chosen file's text, read in the browser (nothing is uploaded). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

type QuickOrderCall = (
  lines: readonly { sku: string; quantity: string | number }[],
  add: boolean,
) => Promise<QuickOrderResult>;

/**
 * Quick order (issue 10): SKUs and quantities pasted or read from a CSV file in the browser.
 * "Check" asks the server how each line resolves (product, price, or why not); "Add N valid lines"
 * adds those that resolved. Nothing is added before the buyer has seen the check.
 */
export function QuickOrderDialog({
  open,
  onClose,
  quickOrder,
  money,
}: {
  open: boolean;
  onClose: () => void;
  quickOrder: QuickOrderCall;
  /** Formats minor units; null while the buyer may not see prices. */
  money: ((minor: number) => string) | null;
}) {
  const t = useCartT();
  const titleId = useId();
  const textId = useId();
  const introId = useId();
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedQuickOrder | null>(null);
  const [result, setResult] = useState<QuickOrderResult | null>(null);
  const [note, setNote] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const valid = result?.lines.filter((l) => l.ok).length ?? 0;

  const edit = (next: string) => {
    setText(next);
    // What was checked no longer matches what is written.
    setResult(null);
    setParsed(null);
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      edit(await readText(file));
      setNote({ severity: 'info', text: t('quick.fileRead', { name: file.name }) });
    } catch {
      setNote({ severity: 'error', text: t('quick.fileError') });
    }
  };

  const send = async (add: boolean) => {
    const lines = parseQuickOrder(text);
    setParsed(lines);
    if (lines.entries.length === 0) {
      setResult(null);
      setNote({ severity: 'error', text: t('quick.nothing') });
      return;
    }
    setNote(null);
    setBusy(true);
    try {
      const answer = await quickOrder(
        lines.entries.map(({ sku, quantity }) => ({ sku, quantity })),
        add,
      );
      if (!add) {
        setResult(answer);
        return;
      }
      if (answer.added > 0) {
        notify.success(t('quick.added', { count: answer.added }));
        setText('');
        setResult(null);
        setParsed(null);
        onClose();
      } else {
        setResult(answer);
        setNote({ severity: 'error', text: t('quick.noneValid') });
      }
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{t('quick.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id={introId} variant="body2" color="text.secondary">
            {t('quick.intro')}
          </Typography>
          <Box>
            <Typography
              component="label"
              htmlFor={textId}
              variant="subtitle2"
              sx={{ display: 'block', mb: 0.75 }}
            >
              {t('quick.textLabel')}
            </Typography>
            <OutlinedInput
              id={textId}
              multiline
              minRows={5}
              maxRows={12}
              fullWidth
              value={text}
              placeholder={t('quick.placeholder')}
              onChange={(event) => edit(event.target.value)}
              slotProps={{ input: { dir: 'ltr', spellCheck: false } }}
            />
          </Box>
          <Box>
            <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={busy}>
              {t('quick.file')}
              <input
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                hidden
                onChange={(event) => void readFile(event)}
              />
            </Button>
          </Box>

          <Box aria-live="polite">{note ? <Alert severity={note.severity}>{note.text}</Alert> : null}</Box>
          {parsed && parsed.skipped.length + (parsed.truncated ? 1 : 0) > 0 ? (
            <Alert severity="warning">
              <Box component="ul" sx={{ m: 0, paddingInlineStart: '1.1rem' }}>
                {parsed.skipped.map((skip) => (
                  <li key={skip.line}>
                    {t('quick.skipped', {
                      line: skip.line,
                      text: skip.text,
                      reason: t(`quick.skip.${skip.reason}`),
                    })}
                  </li>
                ))}
                {parsed.truncated ? <li>{t('quick.truncated', { max: QUICK_ORDER_MAX_LINES })}</li> : null}
              </Box>
            </Alert>
          ) : null}

          {result ? (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <caption>{t('quick.caption')}</caption>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('quick.sku')}</TableCell>
                    <TableCell>{t('quick.quantity')}</TableCell>
                    <TableCell>{t('quick.product')}</TableCell>
                    {money ? <TableCell>{t('quick.price')}</TableCell> : null}
                    <TableCell>{t('quick.status')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.lines.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one row per line sent, in order; a SKU may repeat
                    <TableRow key={index}>
                      <TableCell dir="ltr">{line.sku}</TableCell>
                      <TableCell>{line.quantity ?? parsed?.entries[index]?.quantity ?? '—'}</TableCell>
                      <TableCell>{line.title ?? '—'}</TableCell>
                      {money ? (
                        <TableCell>{line.price !== undefined ? money(line.price) : '—'}</TableCell>
                      ) : null}
                      <TableCell sx={{ color: line.ok ? 'success.main' : 'error.main' }}>
                        {line.ok
                          ? t('quick.ok')
                          : line.problem
                            ? lineProblemText(line.problem, parsed?.entries[index])
                            : t('problemUnknown')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('quick.close')}
        </Button>
        <Button onClick={() => void send(false)} variant="outlined" disabled={busy || text.trim() === ''}>
          {t('quick.check')}
        </Button>
        {valid > 0 ? (
          <Button onClick={() => void send(true)} variant="contained" disabled={busy}>
            {t('quick.add', { count: valid })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
