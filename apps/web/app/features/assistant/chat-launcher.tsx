import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MessageCircleHeart } from 'lucide-react';
import { readTopic, type ChatTopic } from './chat-events';
import { useKeepClear } from './use-keep-clear';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * The assistant on every store page (docs/product.md#screens-and-routes): a small floating launcher. The panel's code is
 * fetched only when a shopper shows interest (hover or focus on a trigger) or opens it, so the
 * first visit downloads almost nothing for it (what most visitors never open is loaded lazily).
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [request, setRequest] = useState<{ topic: ChatTopic; seq: number }>({ topic: 'chat', seq: 0 });
  const button = useRef<HTMLButtonElement>(null);
  // Stepped aside (faded, not clickable) while it would cover a total or a policy link; a
  // keyboard user tabbing to it still sees it.
  const aside = useKeepClear(button) && !open;

  const openWith = useCallback((topic: ChatTopic) => {
    setMounted(true);
    setRequest((r) => ({ topic, seq: r.seq + 1 }));
    setOpen(true);
  }, []);

  // Any element marked `data-chat-trigger` opens the chat, wherever it is rendered.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.('[data-chat-trigger]');
      if (!trigger) return;
      event.preventDefault();
      openWith(readTopic(trigger.getAttribute('data-chat-trigger')));
    };
    const warm = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('[data-chat-trigger]')) void loadPanel();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', warm, { passive: true });
    document.addEventListener('focusin', warm);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('focusin', warm);
    };
  }, [openWith]);

  return (
    <>
      <button
        ref={button}
        type="button"
        data-aside={aside || undefined}
        onClick={() => openWith('chat')}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-label="Chat with our AI beauty expert"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-gradient-to-br from-blush-500 to-blush-700 text-white shadow-glow transition duration-200 hover:scale-105 focus-visible:pointer-events-auto focus-visible:translate-y-0 focus-visible:opacity-100 active:scale-95 data-aside:pointer-events-none data-aside:translate-y-4 data-aside:opacity-0 sm:right-6 sm:bottom-6 print:hidden"
        data-testid="chat-launcher"
      >
        <MessageCircleHeart aria-hidden="true" className="size-7" strokeWidth={1.75} />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} request={request} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
