import { useEffect, useRef } from "react";
import { useNotify } from "~/components/notice-toaster";
import type { FormOutcome } from "./form-outcome";

/**
 * Reacts once to each new action answer in the browser: shows its notice as a toast,
 * moves focus to the first invalid field, and empties the form after a success.
 * @param outcome the latest answer (actionData or fetcher.data), or undefined
 * @param formRef the form element
 * @param fieldOrder field names in page order, for choosing the first invalid one
 * @param onClear called after a success, e.g. to reset controlled state
 */
export function useFormOutcome<F extends string>(
  outcome: FormOutcome<F> | undefined,
  formRef: React.RefObject<HTMLFormElement | null>,
  fieldOrder: readonly F[],
  onClear?: () => void,
) {
  const notify = useNotify();
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!outcome || seen.current === outcome.id) return;
    seen.current = outcome.id;
    if (outcome.notice) notify(outcome.notice);
    if (outcome.clear) {
      formRef.current?.reset();
      onClear?.();
    }
    const firstInvalid = fieldOrder.find((f) => outcome.errors?.[f]);
    if (firstInvalid) focusField(formRef.current, firstInvalid);
  }, [outcome, notify, formRef, fieldOrder, onClear]);
}

/** Focuses a named control in a form. */
export function focusField(form: HTMLFormElement | null, name: string) {
  const el = form?.elements.namedItem(name);
  if (el instanceof HTMLElement) el.focus();
}
