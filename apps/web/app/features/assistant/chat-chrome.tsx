import { Link } from 'react-router';
import { Maximize2, Minimize2, Sparkles, X } from 'lucide-react';
import { SKIN_TYPE_LABELS } from '@seoul-glow/shared';
import { useSkinProfile } from '~/lib/skin-profile/skin-profile-store';

/** The panel's title bar: name, expand (wider screens only) and close. */
export function ChatHeader({
  titleId,
  expanded,
  onToggleExpanded,
  onClose,
}: {
  titleId: string;
  expanded: boolean;
  onToggleExpanded: () => void;
  onClose: () => void;
}) {
  return (
    <header className="flex items-center gap-3 bg-gradient-to-r from-blush-700 to-blush-600 px-4 py-3 text-white">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/15 ring-1 ring-white/25">
        <Sparkles aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate font-display text-lg leading-tight font-semibold">
          AI Beauty Expert
        </h2>
        <p className="text-xs text-white/85">K-beauty advice, 24/7</p>
        <SkinQuizLink onClose={onClose} />
      </div>
      <button
        type="button"
        onClick={onToggleExpanded}
        aria-pressed={expanded}
        aria-label={expanded ? 'Shrink chat' : 'Expand chat'}
        className="grid size-11 place-items-center rounded-full transition-colors hover:bg-white/15 max-sm:hidden"
      >
        {expanded ? (
          <Minimize2 aria-hidden="true" className="size-5" />
        ) : (
          <Maximize2 aria-hidden="true" className="size-5" />
        )}
      </button>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close chat"
        className="grid size-11 place-items-center rounded-full transition-colors hover:bg-white/15"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </header>
  );
}

/** The bot's typing dots with what it is doing ('Analyzing your skin...'). */
export function TypingIndicator({ label }: { label: string }) {
  return (
    <li className="flex items-center gap-2 text-sm text-ink-muted" aria-live="off">
      <span
        className="flex gap-1 rounded-2xl rounded-bl-md bg-surface px-3 py-3 shadow-soft ring-1 ring-line/60"
        aria-hidden="true"
      >
        <span className="size-1.5 animate-bounce rounded-full bg-blush-400" />
        <span className="size-1.5 animate-bounce rounded-full bg-blush-400 [animation-delay:120ms]" />
        <span className="size-1.5 animate-bounce rounded-full bg-blush-400 [animation-delay:240ms]" />
      </span>
      {label}
    </li>
  );
}

/** Quick replies under the bot's last message; a tap sends one. */
export function SuggestedReplies({
  suggestions,
  onPick,
}: {
  suggestions: string[];
  onPick: (text: string) => void;
}) {
  return (
    <div className="flex gap-2 overflow-x-auto px-3 pb-2" role="group" aria-label="Suggested replies">
      {suggestions.map((s) => (
        <button
          key={s}
          type="button"
          onClick={() => onPick(s)}
          className="min-h-9 shrink-0 rounded-full border border-blush-200 bg-surface px-3.5 text-[13px] font-medium text-blush-800 transition-colors hover:bg-blush-50"
        >
          {s}
        </button>
      ))}
    </div>
  );
}

/**
 * The skin quiz from the assistant (docs/product.md#the-beauty-assistant): with a saved profile,
 * what the expert starts from (sent with every message); without one, the way to make one.
 */
function SkinQuizLink({ onClose }: { onClose: () => void }) {
  const profile = useSkinProfile();
  return (
    <Link
      to="/skin-quiz"
      onClick={onClose}
      className="text-xs font-semibold text-white underline decoration-white/50 underline-offset-2 hover:decoration-white"
    >
      {profile
        ? `Your skin: ${SKIN_TYPE_LABELS[profile.skinType].toLowerCase()} · change`
        : 'Take the skin quiz'}
    </Link>
  );
}
