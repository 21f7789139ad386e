import type { ApiSuccess } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { notify } from '../../../components/ui/toast/notify.ts';
import { messageOf, placeServerErrors } from '../../../lib/server-errors.ts';

/**
 * A visitor's form that sends and is done (contact, quote request): the server's field errors go
 * under their fields and its message above the form; once sent, the notice, an emptied form and
 * `onSent` (the page says "thank you" its own way).
 */
export function useSendForm<TValues extends FieldValues, TSent>(options: {
  form: UseFormReturn<TValues, unknown, TSent>;
  send: (values: TSent) => Promise<ApiSuccess<null>>;
  fields: ReadonlyArray<FieldPath<TValues>>;
  empty: DefaultValues<NoInfer<TValues>>;
  /** The notice when the server sends none (read when sent, in the page's language then). */
  notice: () => string;
  onSent: () => void;
}) {
  const { form, send, fields, empty, notice, onSent } = options;
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: ({ message }) => {
      notify.success(message || notice());
      form.reset(empty);
      onSent();
    },
    onError: (error) => {
      placeServerErrors(error, form.setError, fields);
      setServerError(messageOf(error));
    },
  });
  return {
    serverError,
    pending: mutation.isPending,
    send: (values: TSent) => {
      setServerError(null);
      mutation.mutate(values);
    },
  };
}
