import { useEffect, type RefObject } from 'react';

/**
 * While `open`, calls `onDismiss` on Escape and on a pointer press outside every element in
 * `inside` (the trigger and its panel), the behaviour of a disclosure menu.
 */
export function useDismiss(
  open: boolean,
  onDismiss: (reason: 'escape' | 'outside') => void,
  inside: ReadonlyArray<RefObject<HTMLElement | null>>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!inside.some((ref) => ref.current?.contains(target))) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onDismiss, inside]);
}
