// The search dialog's focus: the input is focused on open and focus kept inside the dialog; on close
// `onUnmount` runs and focus goes back where it was. The page does not scroll meanwhile.
import { useEffect, type RefObject } from 'react';

export function useDialogFocus(
  panelRef: RefObject<HTMLDivElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
  onUnmount: () => void,
): void {
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    inputRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const keepFocus = (e: FocusEvent) => {
      if (panelRef.current && e.target instanceof Node && !panelRef.current.contains(e.target))
        inputRef.current?.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.removeEventListener('focusin', keepFocus);
      document.body.style.overflow = overflow;
      onUnmount();
      before?.focus?.();
    };
  }, []);
}
