import {
  formErrors,
  savePromotionRequest,
  type Promotion,
  type PromotionKind,
  type SavePromotionRequest,
} from '@seoul-glow/shared';

/** The promotion form's values as the inputs hold them (text, and datetime-local in local time). */
export interface PromotionForm {
  code: string;
  kind: PromotionKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  oncePerEmail: boolean;
  firstOrderOnly: boolean;
  showInHeader: boolean;
  active: boolean;
  categoryIds: number[];
  productIds: number[];
}

export type PromotionErrors = Partial<Record<keyof PromotionForm, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input shows it: the admin's own clock. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time) as ISO, or null when blank. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function formFrom(p: Promotion | null): PromotionForm {
  return {
    code: p?.code ?? '',
    kind: p?.kind ?? 'percent',
    value: p && p.kind !== 'free-shipping' ? String(p.value) : '',
    minSubtotal: p && p.minSubtotal > 0 ? String(p.minSubtotal) : '',
    startsAt: toLocalInput(p?.startsAt ?? null),
    endsAt: toLocalInput(p?.endsAt ?? null),
    maxUses: p?.maxUses ? String(p.maxUses) : '',
    oncePerEmail: p?.oncePerEmail ?? false,
    firstOrderOnly: p?.firstOrderOnly ?? false,
    showInHeader: p?.showInHeader ?? false,
    active: p?.active ?? true,
    categoryIds: p?.categoryIds ?? [],
    productIds: p?.productIds ?? [],
  };
}

/** The save call's body: blanks become "none" (no minimum, no dates, unlimited uses). */
export function requestFrom(form: PromotionForm, id: number | null): SavePromotionRequest {
  return {
    ...(id ? { id } : {}),
    code: form.code.trim(),
    kind: form.kind,
    value: form.kind === 'free-shipping' ? 0 : form.value.trim() === '' ? Number.NaN : Number(form.value),
    minSubtotal: form.minSubtotal.trim() === '' ? 0 : Number(form.minSubtotal),
    startsAt: fromLocalInput(form.startsAt),
    endsAt: fromLocalInput(form.endsAt),
    maxUses: form.maxUses.trim() === '' ? null : Number(form.maxUses),
    oncePerEmail: form.oncePerEmail,
    firstOrderOnly: form.firstOrderOnly,
    showInHeader: form.showInHeader,
    active: form.active,
    categoryIds: form.categoryIds,
    productIds: form.productIds,
  };
}

/** The form's messages from the server's own contract: one rule, one message on both sides. */
export function validatePromotion(form: PromotionForm): PromotionErrors {
  return formErrors(savePromotionRequest, requestFrom(form, null)) as PromotionErrors;
}

/** The same promotion, paused or resumed: every other term kept exactly. */
export function pauseRequest(p: Promotion): SavePromotionRequest {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    value: p.value,
    minSubtotal: p.minSubtotal,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    maxUses: p.maxUses,
    oncePerEmail: p.oncePerEmail,
    firstOrderOnly: p.firstOrderOnly,
    showInHeader: p.showInHeader,
    active: !p.active,
    categoryIds: p.categoryIds,
    productIds: p.productIds,
  };
}
