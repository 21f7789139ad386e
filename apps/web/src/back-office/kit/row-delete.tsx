import type { ApiSuccess } from '@shop/shared';
import { type ReactNode, useState } from 'react';
import { notify } from '../../components/ui/toast/notify.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormAlert } from './fields.tsx';

/*
 * A row's delete button on a list (products, variants, gallery images): asks first (ADR 0008),
 * announces the deletion, and says the server's refusal (a record still in use) above the list.
 */

/** A delete by id (a mutation's); what the server answers besides its message does not matter here. */
interface Remove {
  isPending: boolean;
  mutate: (
    id: number,
    options: {
      onSuccess: (result: Pick<ApiSuccess<unknown>, 'message'>) => void;
      onError: (error: Error) => void;
    },
  ) => void;
}

/** The row being asked about and the refusal of the last attempt. */
export function useRowDelete<T extends { id: number }>(remove: Remove) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  return {
    remove,
    deleting,
    close: () => setDeleting(null),
    refused,
    clearRefused: () => setRefused(null),
    setRefused,
    /** A row's delete button: the last refusal goes, the question opens. */
    ask: (row: T) => {
      setRefused(null);
      setDeleting(row);
    },
  };
}

export type RowDelete<T extends { id: number }> = ReturnType<typeof useRowDelete<T>>;

/** The refusal of the last delete, said above the list. */
export function RowDeleteRefusal<T extends { id: number }>({ flow }: { flow: RowDelete<T> }) {
  return <FormAlert message={flow.refused} onClose={flow.clearRefused} />;
}

/** The question before a row's delete; `done` is the notice when the server sends none. */
export function RowDeleteDialog<T extends { id: number }>({
  flow,
  title,
  description,
  confirmLabel,
  done,
}: {
  flow: RowDelete<T>;
  title: string;
  description: (row: T) => ReactNode;
  confirmLabel: string;
  done: string;
}) {
  const { deleting, remove } = flow;
  return (
    <ConfirmDialog
      open={deleting !== null}
      title={title}
      description={deleting ? description(deleting) : ''}
      confirmLabel={confirmLabel}
      destructive
      pending={remove.isPending}
      onClose={flow.close}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(deleting.id, {
          onSuccess: (result) => {
            flow.close();
            notify.success(result.message ?? done);
          },
          onError: (error) => {
            flow.close();
            flow.setRefused(error.message);
          },
        });
      }}
    />
  );
}
