// A modal dialog (the native <dialog>, shown modal: the page behind is inert), labelled by its heading. The focus goes
// to its first field or button when it opens, Tab and Shift+Tab stay inside it, Escape closes it, and the focus goes
// back to what had it before (the button that opened it).
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

let opened = 0;

export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ComponentChildren }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useRef(`dialog-${++opened}`);
  const close = useRef(onClose);
  close.current = onClose;

  // Everything is in place with the dialog itself (a layout effect, before the page can take a key): a Tab pressed at
  // once is trapped too, and so is one pressed while the focus is outside the dialog (on the page's body, when the
  // element that had it was drawn again), which brings the focus back inside.
  useLayoutEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const cancel = (event: Event) => {
      event.preventDefault(); // the dialog closes when its owner stops showing it
      close.current();
    };
    const trap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || [...document.querySelectorAll('dialog[open]')].at(-1) !== element) return; // the topmost one traps
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const inside = element.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('cancel', cancel);
    document.addEventListener('keydown', trap, true);
    element.showModal();
    (element.querySelector<HTMLElement>('[autofocus]') ?? element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      element.removeEventListener('cancel', cancel);
      document.removeEventListener('keydown', trap, true);
      element.close();
      // The opener may have been drawn again meanwhile (a list read again): then its replacement, by its id or text.
      if (opener?.isConnected) opener.focus();
      else if (opener?.dataset.opener) document.querySelector<HTMLElement>(`[data-opener="${CSS.escape(opener.dataset.opener)}"]`)?.focus();
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
