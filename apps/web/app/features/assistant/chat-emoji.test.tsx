import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_WELCOME, MESSAGES } from '@seoul-glow/shared';
import { withIcons } from './chat-emoji';

const EMOJI = /\p{Extended_Pictographic}/u;

describe('withIcons', () => {
  it('shows the welcome and the spec’s fallback with the store’s icons, no emoji characters', () => {
    for (const text of [CHAT_WELCOME.text, MESSAGES.chat.processingFailed]) {
      expect(text).toMatch(EMOJI);
      const { container, unmount } = render(<p>{withIcons(text)}</p>);
      expect(container.textContent).not.toMatch(EMOJI);
      const icon = container.querySelector('svg[data-emoji="🌸"]');
      expect(icon).not.toBeNull();
      expect(icon!.getAttribute('aria-hidden')).toBe('true');
      // The words around the emoji are all there.
      expect(container.textContent).toBe(text.replace(/🌸/gu, ''));
      unmount();
    }
  });

  it('leaves out a pictograph it has no icon for, and text without any untouched', () => {
    const { container } = render(<p>{withIcons('Glow up 🦄 today ✨')}</p>);
    expect(container.textContent).toBe('Glow up  today ');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(withIcons('plain words')).toBe('plain words');
  });
});
