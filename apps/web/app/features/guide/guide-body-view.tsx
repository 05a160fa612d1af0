import { Link } from 'react-router';
import type { GuideBlock, GuideInline } from './guide-body';

function Inline({ parts }: { parts: GuideInline[] }) {
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link
        key={i}
        to={`/ingredients/${part.slug}`}
        className="font-semibold text-blush-700 underline decoration-blush-300 underline-offset-4 hover:decoration-blush-700"
      >
        {part.text}
      </Link>
    ),
  );
}

/** An article's text as elements: paragraphs, subheadings and lists, ingredient mentions linked. */
export function GuideBodyView({ blocks }: { blocks: GuideBlock[] }) {
  return (
    <div className="space-y-5 text-[17px] leading-relaxed text-ink">
      {blocks.map((block, i) =>
        block.kind === 'heading' ? (
          <h2 key={i} className="pt-4 font-display text-2xl tracking-tight text-ink sm:text-[1.65rem]">
            <Inline parts={block.parts} />
          </h2>
        ) : block.kind === 'list' ? (
          <ul key={i} className="list-disc space-y-2 pl-6 marker:text-blush-400">
            {block.items.map((item, j) => (
              <li key={j}>
                <Inline parts={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inline parts={block.parts} />
          </p>
        ),
      )}
    </div>
  );
}
