import { useState } from 'react';
import { SUPPORT_EMAIL } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';

const POLICIES = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] as const;
type Policy = (typeof POLICIES)[number];

/**
 * docs/product.md#screens-and-routes gives these three links no target. Rather than dead `href="#"` links or links that
 * 404, each is a button opening a short note with the support address.
 */
export function LegalLinks() {
  const [policy, setPolicy] = useState<Policy | null>(null);
  return (
    <>
      <ul className="-mx-3 flex flex-wrap justify-center">
        {POLICIES.map((name) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => setPolicy(name)}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm text-white/75 underline-offset-4 transition-colors hover:text-white hover:underline"
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={policy !== null}
        onClose={() => setPolicy(null)}
        title={policy ?? ''}
        size="sm"
        footer={
          <Button variant="secondary" onClick={() => setPolicy(null)}>
            Close
          </Button>
        }
      >
        <p className="text-sm leading-relaxed text-ink-muted">
          Our full {policy} is being finalised and will be published here soon. For any question in the
          meantime, write to{' '}
          <a
            className="font-medium text-blush-700 underline underline-offset-4"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </Modal>
    </>
  );
}
