import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PRIVACY_MESSAGES, api, type PersonalDataErasure, type PersonalDataExport } from '@seoul-glow/shared';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { adminKeys } from '~/lib/admin/admin-queries';

const M = PRIVACY_MESSAGES;

/** Settings → Privacy's calls: look an address up, download what it found, erase it. */
export function usePersonalData() {
  const [found, setFound] = useState<PersonalDataExport | null>(null);
  const [erased, setErased] = useState<PersonalDataErasure | null>(null);
  const [busy, setBusy] = useState<'lookup' | 'erase' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();

  async function lookup(email: string) {
    setBusy('lookup');
    setError(null);
    setErased(null);
    try {
      setFound((await adminApi(api.admin.privacy.export, { query: { email } })).data ?? null);
    } catch (err) {
      setFound(null);
      setError(errorText(err, M.lookupFailed));
    } finally {
      setBusy(null);
    }
  }

  async function erase(email: string) {
    setBusy('erase');
    setError(null);
    try {
      setErased((await adminApi(api.admin.privacy.erase, { body: { email } })).data ?? null);
      // Orders, reviews and messages other admin pages loaded may hold what was just erased.
      client.removeQueries({ queryKey: adminKeys.all });
      setFound((await adminApi(api.admin.privacy.export, { query: { email } })).data ?? null);
    } catch (err) {
      setError(errorText(err, M.eraseFailed));
    } finally {
      setBusy(null);
    }
  }

  return { found, erased, busy, error, lookup, erase };
}

/** Saves the export as a JSON file, named for the address and the day. */
export function downloadExport(data: PersonalDataExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `personal-data-${data.email.replace(/[^a-z0-9@._-]/gi, '_')}-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** How many records the export holds. */
export const recordCount = (data: PersonalDataExport) =>
  data.sections.reduce((sum, s) => sum + s.records.length, 0);
