import { describe, expect, it } from 'vitest';
import { guideDrugClaimMessage } from '@seoul-glow/shared';
import { formFrom, placeServerError, requestFrom, validateGuide } from './guide-form-model';

const filled = {
  ...formFrom(null),
  slug: 'night-cleanse',
  title: 'Cleansing at night',
  topic: 'routine' as const,
  summary: 'Cleanse once in the evening, twice if you wore sunscreen or makeup.',
  body: 'An oil or balm lifts sunscreen and makeup; a gentle cleanser then takes the rest away. Pat dry and go on with the routine.',
  ingredients: 'niacinamide, ceramides',
  productTypes: 'cleanser',
  asks: 'How do I cleanse at night\n\n  do i cleanse twice  ',
  related: 'double-cleansing',
};

describe('the guide article form', () => {
  it('sends lists as the admin typed them: comma-separated or one per line, blanks dropped', () => {
    expect(requestFrom(filled)).toMatchObject({
      ingredients: ['niacinamide', 'ceramides'],
      productTypes: ['cleanser'],
      asks: ['How do I cleanse at night', 'do i cleanse twice'],
      related: ['double-cleansing'],
    });
    expect(validateGuide(filled)).toEqual({});
  });

  it('marks the fields the shared schema refuses', () => {
    const errors = validateGuide({ ...filled, slug: 'Night Cleanse', topic: '', ingredients: 'fairy-dust' });
    expect(Object.keys(errors).sort()).toEqual(['ingredients', 'slug', 'topic']);
  });

  it('puts a drug-claim refusal beneath its field, anything else above the buttons', () => {
    const message = guideDrugClaimMessage('summary', 'treats acne');
    expect(placeServerError(message)).toEqual({ field: 'summary', message });
    expect(placeServerError('An article already has that address')).toEqual({
      message: 'An article already has that address',
    });
  });
});
