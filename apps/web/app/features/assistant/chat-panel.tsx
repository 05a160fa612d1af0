import { useEffect, useId, useRef, useState } from 'react';
import { Maximize2, Minimize2, Sparkles, X } from 'lucide-react';
import { cn } from '~/components/ui/cn';
import { ChatBubbleView } from './chat-bubbles';
import { ChatComposer } from './chat-composer';
import type { ChatTopic } from './chat-events';
import { useChat } from './use-chat';

export interface ChatPanelProps {
  open: boolean;
  /** The topic of the trigger that opened the panel, with a counter so each click counts. */
  request: { topic: ChatTopic; seq: number };
  onClose(): void;
}

/**
 * The assistant panel (SPEC §2, §4) on a native modal <dialog>: the browser traps focus, Escape
 * closes it and focus returns to the opener; a click on the backdrop closes it too. Loaded lazily
 * by the launcher, and kept mounted afterwards so the conversation survives closing.
 */
export default function ChatPanel({ open, request, onClose }: ChatPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const chat = useChat();
  const titleId = useId();
  const { showTopic } = chat;

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      input.current?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);

  useEffect(() => {
    if (open) showTopic(request.topic);
  }, [open, request, showTopic]);

  // Keep the newest message in view.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.messages.length, chat.busy]);

  // Back to the text box once an answer arrives, so typing can continue.
  useEffect(() => {
    if (open && !chat.busy && !chat.locked) input.current?.focus({ preventScroll: true });
  }, [open, chat.busy, chat.locked]);

  const lastBot = [...chat.messages].reverse().find((m) => m.type === 'bot');
  const suggestions =
    !chat.busy && !chat.locked && lastBot === chat.messages[chat.messages.length - 1]
      ? (lastBot?.suggestion ?? [])
      : [];

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 text-ink backdrop:bg-ink/35 backdrop:backdrop-blur-[2px]"
      data-testid="chat-panel"
    >
      <section
        className={cn(
          'absolute inset-0 flex animate-pop-in flex-col overflow-hidden bg-canvas sm:inset-auto sm:right-6 sm:bottom-6 sm:rounded-[1.75rem] sm:shadow-lift sm:ring-1 sm:ring-line/60',
          expanded
            ? 'sm:h-[calc(100dvh-3rem)] sm:w-[min(760px,calc(100vw-3rem))]'
            : 'sm:h-[min(680px,calc(100dvh-3rem))] sm:w-[410px]',
        )}
      >
        <header className="flex items-center gap-3 bg-gradient-to-r from-blush-700 to-blush-600 px-4 py-3 text-white">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white/15 ring-1 ring-white/25">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate font-display text-lg leading-tight font-semibold">
              AI Beauty Expert
            </h2>
            <p className="text-xs text-white/85">K-beauty advice, 24/7</p>
          </div>
          <button
            type="button"
            onClick={() => setExpanded((v) => !v)}
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

        <div
          ref={log}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          className="flex-1 overflow-y-auto overscroll-contain px-3 py-4"
        >
          <ol className="space-y-3">
            {chat.messages.map((m) => (
              <ChatBubbleView key={m.id} message={m} onNavigate={onClose} />
            ))}
            {chat.busy ? (
              <li className="flex items-center gap-2 text-sm text-ink-muted" aria-live="off">
                <span
                  className="flex gap-1 rounded-2xl rounded-bl-md bg-surface px-3 py-3 shadow-soft ring-1 ring-line/60"
                  aria-hidden="true"
                >
                  <span className="size-1.5 animate-bounce rounded-full bg-blush-400" />
                  <span className="size-1.5 animate-bounce rounded-full bg-blush-400 [animation-delay:120ms]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-blush-400 [animation-delay:240ms]" />
                </span>
                {chat.busyLabel}
              </li>
            ) : null}
          </ol>
        </div>

        {suggestions.length ? (
          <div className="flex gap-2 overflow-x-auto px-3 pb-2" role="group" aria-label="Suggested replies">
            {suggestions.map((s) => (
              <button
                key={s}
                type="button"
                onClick={() => chat.send(s)}
                className="min-h-9 shrink-0 rounded-full border border-blush-200 bg-surface px-3.5 text-[13px] font-medium text-blush-800 transition-colors hover:bg-blush-50"
              >
                {s}
              </button>
            ))}
          </div>
        ) : null}

        <ChatComposer
          busy={chat.busy}
          locked={chat.locked}
          remaining={chat.remaining}
          inputRef={input}
          onSend={chat.send}
          onPhoto={chat.sendPhoto}
        />
      </section>
    </dialog>
  );
}
