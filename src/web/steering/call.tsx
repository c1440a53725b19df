// A steering call as a dialog runs it: busy while it runs, and a refusal shown as the API gave it (the typed error's
// code and message, which says what to do next) whether it came as an error result (errors as data, narrowed by
// src/client/results.ts) or as a refused request.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { RequestError } from '../../client/request-error.ts';
import { result, type Success } from '../../client/results.ts';

export type Refusal = { code: string | null; message: string };

export type Call = {
  busy: boolean;
  refusal: Refusal | null;
  /** Runs `call`; answers its success member, or null after showing why it was refused. */
  run: <U extends { readonly __typename?: string }>(call: () => Promise<U>) => Promise<Success<U> | null>;
};

export function useCall(): Call {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const run: Call['run'] = async (call) => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = result(await call());
      if (answer.ok) return answer.value;
      const { code, message } = answer.error as unknown as { code?: string; message?: string };
      setRefusal({ code: code ?? null, message: message ?? 'The server refused this.' });
    } catch (error) {
      setRefusal({ code: error instanceof RequestError ? error.code : null, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
    return null;
  };
  return { busy, refusal, run };
}

export function RefusalNote({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  return (
    <div class="error refusal" role="alert" data-code={refusal.code ?? undefined}>
      <p>
        <strong>Refused{refusal.code ? ` (${refusal.code})` : ''}:</strong> {refusal.message}
      </p>
    </div>
  );
}

/** The buttons at a dialog's foot: the step forward (busy while its call runs) and Cancel. */
export function DialogButtons({
  label,
  busy,
  onGo,
  onCancel,
  disabled,
}: {
  label: string;
  busy: boolean;
  onGo: () => void;
  onCancel: () => void;
  disabled?: boolean;
}) {
  return (
    <p class="dialog-buttons">
      <button type="button" class="primary" disabled={busy || disabled} onClick={onGo}>
        {busy ? 'Working…' : label}
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </p>
  );
}

/** What a dialog shows once its action is done, and its Close button. */
export function DialogResult({ onClose, children }: { onClose: () => void; children: ComponentChildren }) {
  return (
    <div class="dialog-result">
      {children}
      <p class="dialog-buttons">
        <button type="button" onClick={onClose}>
          Close
        </button>
      </p>
    </div>
  );
}
