import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, TIMINGS, api } from '@seoul-glow/shared';
import { adminApi, errorText } from '~/lib/admin/admin-api';
import { adminKeys } from '~/lib/admin/admin-queries';

export type SaveStatus = { tone: 'success' | 'error'; text: string } | null;

/**
 * Sends the product form and, once saved, shows the success text and returns to the list after
 * TIMINGS.formRedirectMs (docs/product.md#how-things-change).
 */
export function useProductSave(editing: boolean) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>(null);
  const [busy, setBusy] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  async function save(form: FormData) {
    setBusy(true);
    setStatus(null);
    try {
      await adminApi(api.admin.products.save, { body: form });
      void client.invalidateQueries({ queryKey: adminKeys.products });
      setStatus({ tone: 'success', text: editing ? MESSAGES.product.updated : MESSAGES.product.created });
      redirect.current = setTimeout(() => void navigate('/admin/products'), TIMINGS.formRedirectMs);
    } catch (err) {
      setStatus({ tone: 'error', text: errorText(err, MESSAGES.product.saveUnexpected) });
      setBusy(false);
    }
  }

  return { status, setStatus, busy, save };
}
