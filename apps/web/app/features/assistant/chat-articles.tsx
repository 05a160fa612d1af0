import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import type { ChatReply } from '@seoul-glow/shared';

/** The Skincare Guide articles an answer comes from: small links under the text, to /guide/{slug}. */
export function ChatArticles({
  articles,
  onNavigate,
}: {
  articles: NonNullable<ChatReply['articles']>;
  onNavigate: () => void;
}) {
  return (
    <ul className="mt-2 space-y-1" aria-label="From the Skincare Guide" data-testid="chat-articles">
      {articles.map((a) => (
        <li key={a.slug}>
          <Link
            to={`/guide/${a.slug}`}
            onClick={onNavigate}
            className="inline-flex items-start gap-1.5 text-[13px] leading-snug font-semibold text-blush-700 underline-offset-2 hover:underline"
          >
            <BookOpen aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>
              <span className="sr-only">Skincare Guide: </span>
              {a.title}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
