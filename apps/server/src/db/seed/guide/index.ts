import type { GuideArticle } from '@seoul-glow/shared';
import { ACTIVES_ARTICLES } from './actives';
import { BARRIER_ARTICLES } from './barrier';
import { BREAKOUTS_ARTICLES } from './breakouts';
import { FRAGRANCE_ARTICLES } from './fragrance';
import { HAIR_ARTICLES } from './hair';
import { MASK_ARTICLES } from './masks';
import { ROUTINE_ARTICLES } from './routine';
import { SEASONS_AND_LIFE_ARTICLES } from './seasons-and-life';
import { SENSITIVE_ARTICLES } from './sensitive';
import { SKIN_TYPES_ARTICLES } from './skin-types';
import { SUN_ARTICLES } from './sun';

/**
 * The Skincare Guide's articles as the team wrote them, one file per topic. Plain data checked by
 * guide-articles.test.ts, so whatever stores, shows or searches the guide starts from one list.
 */
export const GUIDE_ARTICLES: readonly GuideArticle[] = [
  ...ROUTINE_ARTICLES,
  ...SUN_ARTICLES,
  ...SKIN_TYPES_ARTICLES,
  ...BARRIER_ARTICLES,
  ...ACTIVES_ARTICLES,
  ...BREAKOUTS_ARTICLES,
  ...MASK_ARTICLES,
  ...SENSITIVE_ARTICLES,
  ...SEASONS_AND_LIFE_ARTICLES,
  ...HAIR_ARTICLES,
  ...FRAGRANCE_ARTICLES,
];
