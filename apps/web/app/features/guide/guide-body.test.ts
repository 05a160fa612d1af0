import { describe, expect, it } from 'vitest';
import { guideBlocks } from './guide-body';

const NIACINAMIDE = { slug: 'niacinamide', names: ['Niacinamide', 'vitamin B3'] };
const HYALURONIC = { slug: 'hyaluronic-acid', names: ['Hyaluronic acid', 'sodium hyaluronate'] };

describe('guideBlocks', () => {
  it('reads blank-line paragraphs, "## " subheadings and "- " lists', () => {
    const body = [
      'First paragraph\nstill the first.',
      '## Why it matters',
      'A lead-in line:\n- one\n- two',
      '- three',
    ].join('\n\n');
    expect(guideBlocks(body, [])).toEqual([
      { kind: 'paragraph', parts: ['First paragraph still the first.'] },
      { kind: 'heading', parts: ['Why it matters'] },
      { kind: 'paragraph', parts: ['A lead-in line:'] },
      { kind: 'list', items: [['one'], ['two']] },
      { kind: 'list', items: [['three']] },
    ]);
  });

  it('links only the first mention of each ingredient, by name or alias, in any case', () => {
    const body = 'Vitamin B3 calms the look of redness.\n\nNiacinamide again, with hyaluronic acid.';
    expect(guideBlocks(body, [NIACINAMIDE, HYALURONIC])).toEqual([
      {
        kind: 'paragraph',
        parts: [{ text: 'Vitamin B3', slug: 'niacinamide' }, ' calms the look of redness.'],
      },
      {
        kind: 'paragraph',
        parts: ['Niacinamide again, with ', { text: 'hyaluronic acid', slug: 'hyaluronic-acid' }, '.'],
      },
    ]);
  });

  it('matches whole words only, and links inside list items', () => {
    const body = '- niacinamides are not a word\n- try niacinamide';
    expect(guideBlocks(body, [NIACINAMIDE])).toEqual([
      {
        kind: 'list',
        items: [['niacinamides are not a word'], ['try ', { text: 'niacinamide', slug: 'niacinamide' }]],
      },
    ]);
  });

  it('links a first mention in a subheading too, and leaves text without ingredients whole', () => {
    expect(guideBlocks('## With niacinamide\n\nPlain text, niacinamide again.', [NIACINAMIDE])).toEqual([
      { kind: 'heading', parts: ['With ', { text: 'niacinamide', slug: 'niacinamide' }] },
      { kind: 'paragraph', parts: ['Plain text, niacinamide again.'] },
    ]);
  });
});
