import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { notify } from '@app/ui';

/**
 * Place inside a Formik form: a submit stopped by validation shows this toast once per attempt, besides the
 * messages at the fields (which may be out of view on a long form). `toastId` is the form's save toast id
 * (useEntityForm's saveToastId), so the save that follows replaces this toast.
 */
export function InvalidSubmitNotice({ title = 'Chyba', message, toastId }: { title?: string; message: string; toastId?: string }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const reported = useRef(0);
  useEffect(() => {
    if (submitCount > reported.current && !isSubmitting && !isValid) {
      reported.current = submitCount;
      notify({ id: toastId, title, message, kind: 'error' });
    }
  }, [submitCount, isSubmitting, isValid, title, message, toastId]);
  return null;
}
