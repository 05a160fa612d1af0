/**
 * Brings the first problem inside `scope` to the shopper: its field focused (or, for a message
 * without a field, the message) and scrolled to the middle of the screen. On a phone the errors
 * of an empty submit are far above the button, out of view.
 */
export function revealProblem(scope: HTMLElement | null) {
  const target =
    scope?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    scope?.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return;
  if (!target.matches('input, select, textarea, button')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center', behavior: 'auto' });
}
