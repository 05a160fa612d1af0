import { describe, expect, it } from 'vitest';
import { isAdviceQuestion, questionParts, withoutDummyIt } from './expert-question';

describe('telling a how-to question from a shopping request', () => {
  it('reads how, why, when, can I, should I, what is, is it ok, difference between… as questions', () => {
    for (const q of [
      'How often should I reapply sunscreen?',
      'why does my skin feel tight after cleansing',
      'when do i put on toner',
      'can i skip moisturizer if my skin is oily',
      'Should I double cleanse every night?',
      'what is an essence',
      'is it ok to use retinol every night?',
      "what's the difference between AHA and BHA",
      'do i need eye cream',
      'how much sunscreen do i need for my face',
      'how long does it take for niacinamide to work',
      'My T-zone is oily but my cheeks are dry. What skin type is that?',
      'tell me how to patch test',
      'spf after moisturiser or before?',
    ])
      expect(isAdviceQuestion(q), q).toBe(true);
  });

  it('leaves shopping requests to the search, even worded as a question', () => {
    for (const q of [
      'a sunscreen for oily skin',
      'show me serums',
      'cheaper?',
      'what helps with dull skin?',
      "what's good for fine lines and wrinkles?",
      'I keep breaking out, what should I use?',
      'my hair is thinning, what can help?',
      'do you have a retinol night cream?',
      'recommend a moisturizer',
      'anything under $15?',
      'I have dry skin and I hate fragrance',
    ])
      expect(isAdviceQuestion(q), q).toBe(false);
  });

  it('drops the "it" of "is it ok to…", which points at no product', () => {
    expect(withoutDummyIt('is it ok to use retinol daily')).not.toMatch(/\bit\b/);
    expect(withoutDummyIt('is it fragrance-free')).toMatch(/\bit\b/);
    expect(withoutDummyIt('is it ok for sensitive skin?')).toMatch(/\bit\b/);
  });

  it('splits two questions in one message', () => {
    expect(questionParts('how often should i exfoliate? and can i use retinol with it')).toHaveLength(2);
    expect(questionParts('how often should i exfoliate')).toHaveLength(1);
  });
});
