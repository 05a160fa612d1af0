import { endpoints, type AuditChange, type AuditOutcome, type Endpoint } from '@seoul-glow/shared';

/**
 * How an audit row describes what happened, in few words: the changed fields as short texts,
 * with nothing secret in them (docs/product.md#security).
 */

/** Field names whose values never reach the log, whatever module describes them. */
const SECRET_FIELD = /pass|secret|token|code|hash|card|cvc|authorization|cookie/i;
const MAX_FIELDS = 16;
const MAX_VALUE = 120;

const UNSTORABLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text PostgreSQL accepts in JSON and text columns: a lone surrogate (half an emoji, or one a
 * client sent on its own) is refused there ("invalid input syntax for type json"), and so is NUL;
 * either becomes U+FFFD.
 */
export function storable(text: string): string {
  return text.replace(UNSTORABLE, '\uFFFD').replaceAll('\u0000', '\uFFFD');
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The first `max` characters as a reader counts them: whole grapheme clusters (an emoji with its
 * modifiers, a letter with its accents), never half of a surrogate pair; a single cluster longer
 * than the limit (a pile of combining marks) is cut by code points.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max || [...text].length <= max) return text;
  let kept = '';
  let points = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = [...segment].length;
    if (points + size > max - 1) {
      if (points === 0) kept = [...segment].slice(0, max - 1).join('');
      break;
    }
    kept += segment;
    points += size;
  }
  return `${kept}…`;
}

/** A value as a short text: objects as JSON, long texts cut with an ellipsis. */
export function shortText(value: unknown): string {
  const text =
    value === null || value === undefined
      ? '—'
      : typeof value === 'string'
        ? value
        : value instanceof Date
          ? value.toISOString()
          : (JSON.stringify(value) ?? String(value));
  return cutText(storable(text), MAX_VALUE);
}

/** An email shortened to its first letter and domain: enough to tell people apart, not to mail them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

type Fields = Record<string, unknown>;

/**
 * The fields that differ between `before` and `after` (all of them when only one side is given),
 * secrets shown as "changed" only.
 */
export function changesBetween(before: Fields | undefined, after: Fields | undefined): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of keys) {
    // Own fields only: a field named like one of Object.prototype's members ('toString') is a
    // field like any other, not the prototype's function.
    const had = before !== undefined && Object.hasOwn(before, field);
    const has = after !== undefined && Object.hasOwn(after, field);
    const b = had ? shortText(before[field]) : undefined;
    const a = has ? shortText(after[field]) : undefined;
    if (had && has && b === a) continue;
    if (SECRET_FIELD.test(field)) {
      changes.push({ field, after: 'changed' });
      continue;
    }
    changes.push({
      field,
      ...(b !== undefined ? { before: b } : {}),
      ...(a !== undefined ? { after: a } : {}),
    });
  }
  return changes.slice(0, MAX_FIELDS);
}

/** The request's query string as a short, safe text: secrets dropped, emails masked. */
export function querySummary(query: unknown): string | null {
  if (!query || typeof query !== 'object') return null;
  const parts = Object.entries(query as Fields)
    .filter(([key, value]) => value !== undefined && !SECRET_FIELD.test(key))
    .map(([key, value]) => {
      const text = shortText(value);
      return `${key}=${/email/i.test(key) ? maskEmail(text) : text}`;
    });
  return parts.length ? cutText(parts.join(' '), 300) : null;
}

/** 2xx done; 403, 409 and 429 refused by a rule; anything else failed. */
export function outcomeOf(status: number): AuditOutcome {
  if (status < 400) return 'success';
  return status === 403 || status === 409 || status === 429 ? 'refused' : 'failed';
}

/** Actions recorded outside an endpoint's own call, with their words. */
export const EVENT_LABELS: Record<string, string> = {
  'auth.login': 'Sign in with email and password',
  'twoFactor.verify': 'Sign in with an authenticator or recovery code',
};

/** Every endpoint object with its key in the endpoint table: admin.products.save. */
function keyedEndpoints(group: object, prefix = ''): [Endpoint, string][] {
  return Object.entries(group).flatMap(([name, value]: [string, object]) =>
    'method' in value && 'path' in value
      ? [[value as Endpoint, `${prefix}${name}`] as [Endpoint, string]]
      : keyedEndpoints(value, `${prefix}${name}.`),
  );
}

const KEYS = new Map(keyedEndpoints(endpoints));
const LABELS = new Map(
  [...KEYS].map(([endpoint, key]) => [key, endpoint.summary.replace(/\s*\([^)]*\)\s*$/, '')]),
);

/** The action key of an endpoint: its path in the endpoint table (admin.products.save). */
export function actionOf(endpoint: Endpoint): string {
  return KEYS.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;
}

/** The area an action belongs to, as the Activity page filters by: products, users, auth… */
export function entityOf(action: string): string {
  const parts = action.split('.');
  return parts.length > 1 ? parts[parts.length - 2]! : parts[0]!;
}

/** What an action did, in words: its endpoint's summary without the "(admin)" note. */
export function labelOf(action: string): string {
  return EVENT_LABELS[action] ?? LABELS.get(action) ?? action;
}
