import { describe, expect, it } from 'vitest';
import { isAdviceQuestion } from './advice-question';

describe('isAdviceQuestion', () => {
  it.each([
    'how to double cleanse',
    'spf reapply',
    'can i use retinol with aha',
    'why is my skin purging',
    'How often should I reapply sunscreen?',
    'toner or essence first',
    'retinol vs retinal',
    'is it ok to use vitamin c every day',
    'what is niacinamide',
    'Whats the difference between AHA and BHA',
    'do i need a toner',
    'patch test new serum',
    'my t-zone is oily but my cheeks are dry, what skin type is that?',
    'hw to layer serums',
    'what is the best way to layer serums',
    'sunscreen under makeup or over it?',
  ])('asks for advice: %s', (text) => {
    expect(isAdviceQuestion(text)).toBe(true);
  });

  it.each([
    'snail essence',
    'sunscreen for oily skin',
    'cosrx',
    'vitamin c serum',
    'what is the best sunscreen for oily skin',
    'can you recommend a toner',
    'cheap moisturiser under $20',
    'after sun lotion',
    'snail?',
    '',
    '   ',
    '?',
  ])('is a product query: %s', (text) => {
    expect(isAdviceQuestion(text)).toBe(false);
  });

  it('reads curly apostrophes and odd spacing', () => {
    expect(isAdviceQuestion('  What’s   PURGING  ')).toBe(true);
  });
});
