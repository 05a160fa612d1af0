import { useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { CsvImportModal } from './csv-import-modal';
import { downloadProductsCsv, useProductCsvImport } from './use-product-csv';

const EXPORT_FAILED = 'The products could not be exported. Please try again.';

/**
 * Export CSV and Import CSV for the products page header. 'Add Product' is not repeated here:
 * the admin top bar carries it on every page.
 */
export function CsvActions({ show }: { show: (tone: 'success' | 'error', text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const csv = useProductCsvImport((message) => {
    setOpen(false);
    show('success', message);
  });
  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadProductsCsv();
    } catch {
      show('error', EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void exportAll()} disabled={exporting} aria-busy={exporting}>
        <Download aria-hidden="true" className="size-4" /> {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" className="size-4" /> Import CSV
      </Button>
      <CsvImportModal open={open} onClose={() => setOpen(false)} csv={csv} />
    </>
  );
}
