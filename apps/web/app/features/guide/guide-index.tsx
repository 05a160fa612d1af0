import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { GuideTopicGroup } from './guide-topics';

/** /guide's body: a contents line of topics, then each topic's articles with their short answers. */
export function GuideIndex({ groups }: { groups: GuideTopicGroup[] }) {
  return (
    <>
      <nav aria-label="Topics" className="-mx-4 mb-10 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 sm:flex-wrap">
          {groups.map((g) => (
            <li key={g.topic} className="shrink-0">
              <a
                href={`#${g.topic}`}
                className="inline-flex min-h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold whitespace-nowrap text-ink hover:border-blush-300 hover:bg-blush-50"
              >
                {g.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-12">
        {groups.map((g) => (
          <section key={g.topic} id={g.topic} aria-labelledby={`${g.topic}-title`} className="scroll-mt-24">
            <h2 id={`${g.topic}-title`} className="font-display text-2xl tracking-tight text-ink sm:text-3xl">
              {g.label}
            </h2>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:gap-4">
              {g.articles.map((a) => (
                <li key={a.slug} className="grid">
                  <Link
                    to={`/guide/${a.slug}`}
                    className="group flex flex-col rounded-card border border-line/70 bg-surface p-5 shadow-soft transition-shadow hover:shadow-lift"
                  >
                    <h3 className="font-semibold text-ink group-hover:text-blush-700">{a.title}</h3>
                    <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">{a.summary}</p>
                    <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-blush-700">
                      Read more <ArrowRight aria-hidden="true" className="size-4" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
