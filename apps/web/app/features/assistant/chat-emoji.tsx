import { Fragment, type ReactNode } from 'react';
import { Camera, Check, Flower2, Lightbulb, Mic, Sparkles, type LucideIcon } from 'lucide-react';

/**
 * The assistant's texts keep their emoji (the first specification words some of them so, and a
 * model writes them too), but a machine without an emoji font draws them as empty boxes. The
 * widget shows the store's own icons in their place and drops any other pictograph.
 */
const ICONS: Record<string, LucideIcon> = {
  '🌸': Flower2,
  '✨': Sparkles,
  '💡': Lightbulb,
  '📸': Camera,
  '📷': Camera,
  '🎤': Mic,
  '✓': Check,
};

const PICTOGRAPH = /(\p{Extended_Pictographic}\uFE0F?|✓)/u;

/** `text` with each emoji as the store's icon (decorative, like the emoji was) and others left out. */
export function withIcons(text: string): ReactNode {
  if (!PICTOGRAPH.test(text)) return text;
  const parts = text.split(new RegExp(PICTOGRAPH.source, 'gu'));
  return parts.map((part, i) => {
    if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
    const Icon = ICONS[part.replace('\uFE0F', '')];
    return Icon ? (
      <Icon
        key={i}
        aria-hidden="true"
        data-emoji={part}
        className="inline-block size-[1.1em] align-[-0.2em]"
        strokeWidth={2}
      />
    ) : null;
  });
}
