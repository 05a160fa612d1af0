import { useState } from 'react';
import { PRODUCT_CSV_MESSAGES, api, type CsvImportResult } from '@seoul-glow/shared';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { apiUrl } from '~/lib/api-client';
import { readSession } from '~/lib/session';

const IMPORT_FAILED = 'The file could not be checked. Please try again.';

/**
 * Export downloads the server's CSV with the admin's token (a plain link could not send it);
 * import checks the chosen file first (dry run) and applies that same file only on request.
 */
export async function downloadProductsCsv(): Promise<void> {
  const token = readSession()?.token;
  const response = await fetch(apiUrl(api.admin.products.exportCsv), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`export failed (${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name ?? 'products.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type CsvImportState =
  | { step: 'choose'; error?: string }
  | { step: 'checking' | 'applying'; file: File; preview?: CsvImportResult }
  | { step: 'preview'; file: File; preview: CsvImportResult; error?: string };

function send(file: File, dryRun: boolean) {
  const body = new FormData();
  body.append('file', file);
  return adminApi(api.admin.products.importCsv, { query: { dryRun: dryRun ? '1' : '0' }, body });
}

export function useProductCsvImport(onApplied: (message: string) => void) {
  const [state, setState] = useState<CsvImportState>({ step: 'choose' });

  const check = async (file: File) => {
    setState({ step: 'checking', file });
    try {
      const res = await send(file, true);
      setState({ step: 'preview', file, preview: res.data! });
    } catch (err) {
      setState({ step: 'choose', error: errorText(err, IMPORT_FAILED) });
    }
  };

  const apply = async () => {
    if (state.step !== 'preview') return;
    const { file, preview } = state;
    setState({ step: 'applying', file, preview });
    try {
      const res = await send(file, false);
      setState({ step: 'choose' });
      onApplied(
        res.message ?? PRODUCT_CSV_MESSAGES.applied(res.data!.counts.create, res.data!.counts.update),
      );
    } catch (err) {
      setState({ step: 'preview', file, preview, error: errorText(err, IMPORT_FAILED) });
    }
  };

  return { state, check, apply, reset: () => setState({ step: 'choose' }) };
}
