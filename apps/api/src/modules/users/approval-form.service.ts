import { randomBytes } from 'node:crypto';
import type { ApprovalFormStatus } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isPdf, isReadablePdf } from '../files/pdf.ts';
import type { FileStorage } from '../files/storage.ts';
import { getCustomer } from './customer-accounts.service.ts';
import { accountState, type UserRow } from './customer-profile.ts';

/** SPEC 4: the form is sent while the account is verified and awaiting approval. */
export function assertMaySubmitApprovalForm(row: UserRow): void {
  const state = accountState(row);
  if (state === 'unconfirmed') throw new AppError(403, 'accountNotConfirmed');
  if (state === 'approved') throw new AppError(409, 'accountAlreadyApproved');
}

function status(row: UserRow, formUrl: string | null): ApprovalFormStatus {
  return {
    formUrl,
    submitted: row.approvalFormSubmittedAt !== null,
    submittedAt: row.approvalFormSubmittedAt?.toISOString() ?? null,
    data: row.approvalFormData ?? null,
    canSubmit: accountState(row) === 'awaiting_approval',
  };
}

async function blankFormUrl(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ url: siteSettings.approvalFormPdf })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row?.url ?? null;
}

export async function getApprovalFormStatus(db: Db, userId: number): Promise<ApprovalFormStatus> {
  const [row, url] = await Promise.all([getCustomer(db, userId), blankFormUrl(db)]);
  return status(row, url);
}

/**
 * Stores the signed form privately (`approval-forms/<userId>/<random>.pdf`) and records it with the
 * typed fields; a second upload replaces the first (the old file is removed).
 */
export async function submitApprovalForm(
  db: Db,
  storage: FileStorage,
  userId: number,
  input: { file: Buffer; fields: Record<string, string> },
): Promise<ApprovalFormStatus> {
  const current = await getCustomer(db, userId);
  assertMaySubmitApprovalForm(current);
  if (!isPdf(input.file)) {
    throw new AppError(422, 'fileTypeUnsupported', undefined, { file: ['fileTypeUnsupported'] });
  }
  if (!(await isReadablePdf(input.file))) {
    throw new AppError(422, 'pdfUnreadable', undefined, { file: ['pdfUnreadable'] });
  }
  const key = `approval-forms/${userId}/${randomBytes(16).toString('hex')}.pdf`;
  await storage.put('private', key, input.file);
  let result: { row: UserRow | undefined; previous: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
      if (!locked) throw new AppError(401, 'sessionExpired');
      // Approved meanwhile (an admin acted between the check and now): nothing to replace.
      assertMaySubmitApprovalForm(locked);
      const [updated] = await tx
        .update(users)
        .set({ approvalFormFile: key, approvalFormData: input.fields, approvalFormSubmittedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return { row: updated, previous: locked.approvalFormFile };
    });
  } catch (error) {
    await storage.remove('private', key);
    throw error;
  }
  const { row, previous } = result;
  if (!row) throw new AppError(401, 'sessionExpired');
  if (previous && previous !== key) await storage.remove('private', previous);
  return status(row, await blankFormUrl(db));
}
