import { useEffect, useId, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { IngredientNote } from './ingredient-notes';

/**
 * A label's ingredients in order; each one the glossary knows opens its explanation on tap (or
 * on hover with a mouse) in a native popover, with a link to its page
 * (docs/product.md#screens-and-routes). The popover needs no script to open.
 */
export function IngredientList({ notes }: { notes: IngredientNote[] }) {
  const base = useId().replace(/:/g, '');
  // Where CSS anchor positioning exists the explanation opens beside its ingredient; elsewhere
  // it opens centred, as a popover does by default.
  const [anchored, setAnchored] = useState(false);
  useEffect(() => setAnchored(CSS.supports('anchor-name: --a')), []);
  return (
    <p className="text-[15px] leading-8 text-ink">
      {notes.map((note, i) => {
        const mark = i < notes.length - 1 ? ',' : '.';
        return (
          <span key={`${note.name}-${i}`}>
            {note.slug ? (
              // The comma stays on its ingredient's line: a phone wrapped between the two.
              <span className="whitespace-nowrap">
                <Explained note={note} id={`${base}-${i}`} anchored={anchored} />
                {mark}
              </span>
            ) : (
              `${note.name}${mark}`
            )}
            {i < notes.length - 1 ? ' ' : null}
          </span>
        );
      })}
    </p>
  );
}

function Explained({ note, id, anchored }: { note: IngredientNote; id: string; anchored: boolean }) {
  const anchor = `--${id}`;
  const beside = {
    positionAnchor: anchor,
    inset: 'auto',
    top: 'anchor(bottom)',
    left: 'anchor(left)',
    margin: '6px 0 0',
    positionTryFallbacks:
      'flip-inline, --sg-tip-across, flip-block, flip-block flip-inline, --sg-tip-across flip-block',
  } as CSSProperties;
  const show = (target: EventTarget) => {
    const tip = document.getElementById(id);
    if (tip && !tip.matches(':popover-open') && (target as HTMLElement).matches(':hover')) tip.showPopover();
  };
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        // Show, never toggle: a mouse has already opened it on hover by the time it clicks.
        popoverTargetAction="show"
        aria-describedby={id}
        onMouseEnter={(e) => show(e.currentTarget)}
        style={anchored ? ({ anchorName: anchor } as CSSProperties) : undefined}
        className="cursor-help rounded-sm whitespace-normal font-medium text-ink underline decoration-blush-300 decoration-dotted decoration-2 underline-offset-4 hover:decoration-blush-600 focus-visible:outline-2 focus-visible:outline-blush-600"
      >
        {note.name}
      </button>
      <span
        id={id}
        popover="auto"
        style={anchored ? beside : undefined}
        className="m-auto w-80 max-w-[calc(100vw-2rem)] whitespace-normal rounded-2xl border border-line bg-surface p-4 text-left text-sm leading-relaxed text-ink shadow-lift backdrop:bg-transparent"
      >
        <strong className="block font-semibold">{note.title}</strong>
        <span className="mt-1 block text-ink-muted">{note.purpose}</span>
        {note.caution ? <span className="mt-1 block text-amber-800">{note.caution}</span> : null}
        <Link
          to={`/ingredients/${note.slug}`}
          className="mt-2 inline-block font-semibold text-blush-700 underline underline-offset-4"
        >
          More about {note.title}
        </Link>
      </span>
    </>
  );
}
