import { Mic } from 'lucide-react';
import { cn } from '~/components/ui/cn';
import { ChatActions } from './chat-actions';
import { ChatArticles } from './chat-articles';
import { ChatCardView } from './chat-cards';
import { ChatComparison } from './chat-comparison';
import { withIcons } from './chat-emoji';
import type { ChatBubble } from './chat-model';
import { ChatProductCard } from './chat-product-card';
import { ChatRoutine } from './chat-routine';

function time(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** One message of the conversation (docs/product.md#what-the-store-keeps fields) with its card and product suggestions. */
export function ChatBubbleView({
  message,
  onNavigate,
  nameOf,
}: {
  message: ChatBubble;
  onNavigate: () => void;
  /** A product's name by id, from the cards shown so far (cart actions carry ids only). */
  nameOf: (productId: number) => string;
}) {
  const mine = message.type === 'user';
  const wide =
    message.card !== undefined ||
    Boolean(message.products?.length) ||
    Boolean(message.comparison || message.routine);
  return (
    <li
      className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
      data-testid={mine ? 'user-message' : 'bot-message'}
    >
      <div
        className={cn(
          'max-w-[88%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line',
          mine
            ? 'rounded-br-md bg-blush-600 text-white'
            : 'rounded-bl-md bg-surface text-ink shadow-soft ring-1 ring-line/60',
          message.comparison || message.routine ? 'w-full sm:w-[92%]' : wide && 'w-[88%]',
        )}
      >
        <span className="sr-only">{mine ? 'You said: ' : 'Beauty expert said: '}</span>
        {message.isImage && message.imageUrl ? (
          <img
            src={message.imageUrl}
            alt="Your uploaded photo"
            className="mb-1.5 max-h-48 w-full rounded-xl object-cover"
          />
        ) : null}
        {message.isVoice ? (
          <span className="mb-0.5 flex items-center gap-1 text-xs font-semibold opacity-90">
            <Mic aria-hidden="true" className="size-3.5" /> Voice message
          </span>
        ) : null}
        {withIcons(message.text)}
        {message.streaming ? (
          <span aria-hidden="true" className="ml-0.5 inline-block animate-pulse">
            ▍
          </span>
        ) : null}
        {message.articles?.length ? (
          <ChatArticles articles={message.articles} onNavigate={onNavigate} />
        ) : null}
        {message.card ? <ChatCardView card={message.card} /> : null}
        {message.comparison ? (
          <ChatComparison comparison={message.comparison} onNavigate={onNavigate} />
        ) : null}
        {message.routine ? <ChatRoutine routine={message.routine} onNavigate={onNavigate} /> : null}
        {message.products?.length ? (
          <ul className="mt-2 space-y-2" aria-label="Recommended products">
            {message.products.map((p) => (
              <ChatProductCard key={p.id} product={p} onNavigate={onNavigate} />
            ))}
          </ul>
        ) : null}
        {message.actions?.length ? (
          <ChatActions actions={message.actions} nameOf={nameOf} onNavigate={onNavigate} />
        ) : null}
      </div>
      <time dateTime={message.timestamp} className="px-1 text-[11px] text-ink-muted">
        {time(message.timestamp)}
      </time>
    </li>
  );
}
