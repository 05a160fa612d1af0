import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seoul-glow/shared';
import { EMPTY_DRAFT, draftErrors, draftForm, type ReviewDraft } from './review-form-model';

const M = MESSAGES.reviews;
const valid: ReviewDraft = {
  ...EMPTY_DRAFT,
  rating: 4,
  title: 'Lovely toner',
  text: 'Hydrating without any stickiness, even layered.',
  skinType: 'dry',
  concerns: ['dryness'],
  recommends: true,
};

describe('the review form', () => {
  it('asks for what the server asks for, with the same texts', () => {
    expect(draftErrors(valid)).toEqual({});
    expect(draftErrors(EMPTY_DRAFT)).toEqual({
      rating: M.ratingRequired,
      title: M.titleTooShort,
      text: M.textTooShort,
      skinType: M.skinTypeRequired,
      recommends: M.recommendRequired,
    });
    expect(draftErrors({ ...valid, text: '<b>bold</b> claims about this toner' }).text).toBe(M.plainText);
    expect(draftErrors({ ...valid, text: 'x'.repeat(2001) }).text).toBe(M.textTooLong);
    expect(draftErrors({ ...valid, concerns: ['acne', 'pores', 'aging', 'redness'] }).concerns).toBe(
      M.tooManyConcerns,
    );
  });

  it('sends the order proof, the fields and the photos as the multipart contract names them', () => {
    const photo = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    const form = draftForm(
      { ...valid, photos: [photo], ageRange: '25-34' },
      { orderId: 'SG-ABC', productId: 7 },
      { email: 'a@b.co' },
    );
    expect(form.get('orderId')).toBe('SG-ABC');
    expect(form.get('email')).toBe('a@b.co');
    expect(form.get('token')).toBeNull();
    expect(form.get('productId')).toBe('7');
    expect(form.getAll('concerns')).toEqual(['dryness']);
    expect(form.get('recommends')).toBe('true');
    expect(form.get('ageRange')).toBe('25-34');
    expect((form.get('photos') as File).name).toBe('me.jpg');
  });
});
