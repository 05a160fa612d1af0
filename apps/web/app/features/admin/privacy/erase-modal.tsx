import type { PersonalDataExport } from '@seoul-glow/shared';
import { PRIVACY_MESSAGES } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';

/** The erasure's confirmation: what will be deleted and what kept without its personal fields. */
export function EraseModal({
  data,
  busy,
  onCancel,
  onConfirm,
}: {
  data: PersonalDataExport | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const sections = data?.sections.filter((s) => s.records.length > 0) ?? [];
  return (
    <Modal
      open={data !== null}
      onClose={onCancel}
      title="Erase personal data"
      description={data?.email}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Erasing...' : 'Erase'}
          </Button>
        </>
      }
    >
      <p className="text-sm leading-relaxed text-ink-muted">{PRIVACY_MESSAGES.eraseConfirm}</p>
      <ul className="mt-3 space-y-1 text-sm">
        {sections.map((s) => (
          <li key={s.holder} className="flex justify-between gap-4">
            <span className="text-ink">{s.label}</span>
            <span className="text-ink-muted">
              {s.records.length} {s.erasure === 'anonymised' ? 'anonymised' : 'deleted'}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
