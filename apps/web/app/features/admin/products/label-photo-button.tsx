import { useRef, useState } from 'react';
import { Camera } from 'lucide-react';
import { MESSAGES, api, parseInciList } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { ApiError, callApi } from '~/lib/api-client';

/**
 * "Read from a label photo": the store's label reader (the assistant's OCR on the server, the
 * photo never leaves it) reads an uploaded picture of the label, and the ingredients it finds
 * replace the list (docs/product.md#the-beauty-assistant).
 */
export function LabelPhotoButton({ onRead }: { onRead: (ingredients: string[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  async function read(file: File) {
    setBusy(true);
    setNote(null);
    try {
      const body = new FormData();
      body.set('file', file);
      const res = await callApi(api.assistant.extractText, { body });
      const found = parseInciList(res.data?.text ?? '');
      if (found.length) {
        onRead(found);
        setNote(`Read ${found.length} ingredients from the photo. Check them against the label.`);
      } else setNote('No ingredient list could be read from this photo. Try a sharper, closer picture.');
    } catch (err) {
      setNote(err instanceof ApiError && err.errors.length ? err.errors.join(' ') : MESSAGES.chat.ocrFailed);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void read(file);
        }}
      />
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        <Camera aria-hidden="true" className="size-4" />
        {busy ? 'Reading the label...' : 'Read from a label photo'}
      </Button>
      {note ? (
        <p role="status" className="text-sm text-ink-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}
