import type { Ref } from 'react';
import { MESSAGES } from '@seoul-glow/shared';
import { Alert } from '~/components/ui/alert';

export type ContactSendStatus = 'idle' | 'sending' | 'success' | 'error';

/** The sent or failed message; focusable so the form can move focus to it after sending. */
export function ContactStatus({ status, ref }: { status: ContactSendStatus; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className="outline-none" aria-live="polite">
      {status === 'success' ? (
        <Alert tone="success" title={MESSAGES.contact.successTitle} live={false}>
          {MESSAGES.contact.successText}
        </Alert>
      ) : null}
      {status === 'error' ? (
        <Alert tone="error" title={MESSAGES.contact.errorTitle} live={false}>
          {MESSAGES.contact.errorText}
        </Alert>
      ) : null}
    </div>
  );
}
