import type { IngredientSource } from './glossary-types';

/**
 * Cleansing agents (surfactants). Sulfate-free means free of the sulfated surfactants below
 * (lauryl, laureth, coco sulfates); sulfonates, isethionates, taurates, glutamates and glucosides
 * are different molecules and keep the claim, as do mineral sulfates such as magnesium sulfate.
 */
const sulfate = (id: string, name: string, inci: string[], aliases: string[]): IngredientSource => ({
  id,
  name,
  inci,
  aliases,
  purpose: 'Strong foaming cleanser that lifts oil and build-up.',
  suits: 'Oily scalps and skin that is not sensitive',
  caution:
    'Can strip and dry sensitive skin and colour-treated hair; choose sulfate-free if that bothers you.',
  kind: 'cleansing',
  breaks: ['sulfates'],
});

const mild = (id: string, name: string, inci: string[], purpose: string): IngredientSource => ({
  id,
  name,
  inci,
  purpose,
  suits: 'All skin types, including sensitive',
  kind: 'cleansing',
});

export const CLEANSING_INGREDIENTS: IngredientSource[] = [
  sulfate('sodium-lauryl-sulfate', 'Sodium lauryl sulfate (SLS)', ['Sodium Lauryl Sulfate'], ['sls']),
  sulfate('sodium-laureth-sulfate', 'Sodium laureth sulfate (SLES)', ['Sodium Laureth Sulfate'], ['sles']),
  sulfate('ammonium-lauryl-sulfate', 'Ammonium lauryl sulfate (ALS)', ['Ammonium Lauryl Sulfate'], ['als']),
  sulfate(
    'ammonium-laureth-sulfate',
    'Ammonium laureth sulfate (ALES)',
    ['Ammonium Laureth Sulfate'],
    ['ales'],
  ),
  sulfate('sodium-coco-sulfate', 'Sodium coco-sulfate', ['Sodium Coco-Sulfate', 'Sodium Coco Sulfate'], []),
  sulfate(
    'sodium-myreth-sulfate',
    'Sodium myreth sulfate',
    ['Sodium Myreth Sulfate', 'TEA-Lauryl Sulfate', 'Magnesium Laureth Sulfate'],
    [],
  ),
  mild(
    'sodium-c14-16-olefin-sulfonate',
    'Sodium C14-16 olefin sulfonate',
    ['Sodium C14-16 Olefin Sulfonate'],
    'Rich-foaming sulfonate cleanser for scalp scrubs and shampoos; not a sulfate.',
  ),
  mild(
    'cocamidopropyl-betaine',
    'Cocamidopropyl betaine',
    ['Cocamidopropyl Betaine'],
    'Mild coconut-derived cleanser that softens stronger ones and adds creamy foam.',
  ),
  mild(
    'sodium-cocoyl-glycinate',
    'Sodium cocoyl glycinate',
    ['Sodium Cocoyl Glycinate'],
    'Amino-acid cleanser that foams richly and rinses without tightness.',
  ),
  mild(
    'sodium-lauroyl-methyl-isethionate',
    'Sodium lauroyl methyl isethionate',
    ['Sodium Lauroyl Methyl Isethionate', 'Sodium Cocoyl Isethionate'],
    'Gentle, creamy cleanser used in low-pH foams and syndet bars.',
  ),
  mild(
    'sodium-methyl-cocoyl-taurate',
    'Sodium methyl cocoyl taurate',
    ['Sodium Methyl Cocoyl Taurate'],
    'Mild amino-acid-type cleanser for gentle shampoos.',
  ),
  mild(
    'cocoyl-glutamate',
    'Cocoyl glutamate',
    ['Disodium Cocoyl Glutamate', 'Sodium Cocoyl Glutamate'],
    'Amino-acid cleanser that cleans the scalp while keeping hair soft.',
  ),
  mild(
    'glucosides',
    'Glucoside cleansers',
    ['Lauryl Glucoside', 'Coco-Glucoside', 'Decyl Glucoside'],
    'Sugar-based cleansers, among the gentlest there are.',
  ),
  {
    id: 'glycol-distearate',
    name: 'Glycol distearate',
    inci: ['Glycol Distearate'],
    purpose: 'Gives cleansers and shampoos their pearly, creamy look.',
    suits: 'All skin types',
    kind: 'texture',
  },
];
