import { Alert } from '~/components/ui/alert';
import { errorText } from '~/lib/admin/admin-api';
import type { useFlash } from '~/lib/admin/use-flash';

type Flash = ReturnType<typeof useFlash>;

/** The page's success or error message, announced politely to screen readers. */
export function FlashMessage({ flash }: { flash: Flash['flash'] }) {
  return (
    <div aria-live="polite">
      {flash ? (
        <Alert tone={flash.tone} live={false}>
          {flash.text}
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * Delete after the confirmation of docs/product.md#messages: calls the admin endpoint, then shows the success text and
 * reloads the list, or shows the server's error (or the fallback text). Cancelling calls nothing.
 */
export async function confirmAndDelete(options: {
  confirm: string;
  /** The delete call (adminApi with its route), made only once the admin confirmed. */
  run: () => Promise<unknown>;
  done: string;
  failed: string;
  show: Flash['show'];
  reload(): void;
}): Promise<void> {
  if (!window.confirm(options.confirm)) return;
  try {
    await options.run();
    options.show('success', options.done);
    options.reload();
  } catch (err) {
    options.show('error', errorText(err, options.failed));
  }
}
