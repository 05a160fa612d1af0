import {
  AGE_RANGE_LABELS,
  CONCERN_LABELS,
  SKIN_TYPE_LABELS,
  type AgeRange,
  type Concern,
  type SkinType,
} from '@seoul-glow/shared';

// UTC, so the server's rendering and the browser's agree whatever the shopper's time zone.
const dateFmt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const reviewDate = (iso: string) => dateFmt.format(new Date(iso));
export const skinLabel = (s: SkinType) => `${SKIN_TYPE_LABELS[s]} skin`;
export const concernLabel = (c: Concern) => CONCERN_LABELS[c];
export const ageLabel = (a: AgeRange) => `Age ${AGE_RANGE_LABELS[a]}`;
export const reviewsCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'review' : 'reviews'}`;
export const percent = (share: number) => `${Math.round(share * 100)}%`;
