import { useId } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { CsvPreviewTable } from './csv-preview-table';
import type { useProductCsvImport } from './use-product-csv';

type Import = ReturnType<typeof useProductCsvImport>;

/**
 * Import CSV: choose a file, read the preview (what each row would do, or why it cannot), then
 * Apply, which writes every row or none, or Cancel, which writes nothing.
 */
export function CsvImportModal({ open, onClose, csv }: { open: boolean; onClose: () => void; csv: Import }) {
  const inputId = useId();
  const { state } = csv;
  const preview = state.step === 'choose' ? undefined : state.preview;
  const busy = state.step === 'checking' || state.step === 'applying';
  const changes = preview ? preview.counts.create + preview.counts.update : 0;
  const close = () => (busy ? undefined : (csv.reset(), onClose()));

  return (
    <Modal
      open={open}
      onClose={close}
      size="lg"
      title="Import products from CSV"
      description="Use the columns of Export CSV. Rows with an id update that product; rows without one add a product. Name images by their file names in the store."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          {preview ? (
            <Button
              onClick={() => void csv.apply()}
              disabled={busy || preview.counts.error > 0 || changes === 0}
              aria-busy={state.step === 'applying'}
            >
              {state.step === 'applying'
                ? 'Importing...'
                : `Apply ${changes} change${changes === 1 ? '' : 's'}`}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              // Cleared, so choosing the same file again after fixing it is a change too.
              e.currentTarget.value = '';
              if (file) void csv.check(file);
            }}
            className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-blush-50 file:px-4 file:py-2 file:font-semibold file:text-blush-700"
          />
        </div>
        {state.step === 'checking' ? <p role="status">Checking the file...</p> : null}
        {'error' in state && state.error ? <Alert tone="error">{state.error}</Alert> : null}
        {preview && preview.counts.error > 0 ? (
          <Alert tone="error">
            Fix the rows with errors and choose the file again: nothing is imported while one row is wrong.
          </Alert>
        ) : null}
        {preview && preview.counts.error === 0 && changes === 0 ? (
          <Alert tone="info">Every product in the file is already as it says: nothing to import.</Alert>
        ) : null}
        {preview ? <CsvPreviewTable preview={preview} /> : null}
      </div>
    </Modal>
  );
}
