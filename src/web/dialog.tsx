// A modal dialog (the native <dialog>, shown modal: the page behind is inert), labelled by its heading. The focus goes
// to its first field or button when it opens, Tab and Shift+Tab stay inside it, Escape closes it, and the focus goes
// back to what had it before (the button that opened it).
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

let opened = 0;

export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ComponentChildren }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useRef(`dialog-${++opened}`);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    (element.querySelector<HTMLElement>('[autofocus]') ?? element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      element.close();
      // The opener may have been drawn again meanwhile (a list read again): then its replacement, by its id or text.
      if (opener?.isConnected) opener.focus();
      else if (opener?.dataset.opener) document.querySelector<HTMLElement>(`[data-opener="${CSS.escape(opener.dataset.opener)}"]`)?.focus();
    };
  }, []);

  useEffect(() => {
    const element = dialog.current!;
    const cancel = (event: Event) => {
      event.preventDefault(); // the dialog closes when its owner stops showing it
      close.current();
    };
    const trap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('cancel', cancel);
    element.addEventListener('keydown', trap);
    return () => {
      element.removeEventListener('cancel', cancel);
      element.removeEventListener('keydown', trap);
    };
  }, []);

  return (
    <dialog ref={dialog} class="dialog" aria-labelledby={`${id.current}-title`}>
      <header>
        <h2 id={`${id.current}-title`}>{title}</h2>
        <button type="button" class="quiet" aria-label="Close" onClick={() => close.current()}>
          ×
        </button>
      </header>
      {children}
    </dialog>
  );
}
