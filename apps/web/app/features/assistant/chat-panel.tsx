import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '~/components/ui/cn';
import { ChatBubbleView } from './chat-bubbles';
import { ChatHeader, SuggestedReplies, TypingIndicator } from './chat-chrome';
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
 * The assistant panel (docs/product.md#the-beauty-assistant) on a native modal <dialog>: the browser traps focus, Escape
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

  // Cart actions name products by id: the cards shown so far know their names.
  const names = useMemo(() => {
    const map = new Map<number, string>();
    for (const m of chat.messages) {
      for (const p of m.products ?? []) map.set(p.id, p.name);
      for (const p of m.comparison?.products ?? []) map.set(p.id, p.name);
      for (const s of [...(m.routine?.morning ?? []), ...(m.routine?.evening ?? [])])
        if (s.pick) map.set(s.pick.product.id, s.pick.product.name);
    }
    return map;
  }, [chat.messages]);
  const nameOf = useCallback((id: number) => names.get(id) ?? 'the product', [names]);

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
        <ChatHeader
          titleId={titleId}
          expanded={expanded}
          onToggleExpanded={() => setExpanded((v) => !v)}
          onClose={onClose}
        />

        <div
          ref={log}
          role="log"
          aria-live="polite"
          aria-label="Conversation"
          className="flex-1 overflow-y-auto overscroll-contain px-3 py-4"
        >
          <ol className="space-y-3">
            {chat.messages.map((m) => (
              <ChatBubbleView key={m.id} message={m} onNavigate={onClose} nameOf={nameOf} />
            ))}
            {chat.busy && chat.busyLabel ? <TypingIndicator label={chat.busyLabel} /> : null}
          </ol>
        </div>

        {suggestions.length ? <SuggestedReplies suggestions={suggestions} onPick={chat.send} /> : null}

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
