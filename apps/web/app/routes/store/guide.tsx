import { STORE_NAME } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { GuideIndex } from '~/features/guide/guide-index';
import { groupByTopic } from '~/features/guide/guide-topics';
import { storeServices } from '~/lib/store-context';
import { pageMeta } from '~/lib/social-meta';
import type { Route } from './+types/guide';

const DESCRIPTION =
  'Short, honest answers to what shoppers ask us most: the order of a routine, double cleansing, sunscreen, pairing actives, the skin barrier, breakouts, masks, hair and perfume.';

export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = storeServices(context);
  return { groups: groupByTopic(await services.listGuideArticles()), origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const url = loaderData ? `${loaderData.origin}/guide` : null;
  return pageMeta({ title: `Skincare Guide | ${STORE_NAME}`, description: DESCRIPTION, url });
}

/** /guide: every published article of the Skincare Guide, by topic (docs/product.md#the-skincare-guide). */
export default function GuidePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-12">
      <header className="mb-8 max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.18em] text-blush-700 uppercase">Ask an adviser</p>
        <h1 className="mt-2 font-display text-4xl tracking-tight text-ink sm:text-5xl">Skincare Guide</h1>
        <p className="mt-3 text-ink-muted">{DESCRIPTION}</p>
        <p className="mt-2 text-sm text-ink-muted">
          Written and checked by our team. Where health is involved, ask your doctor.
        </p>
      </header>
      {loaderData.groups.length ? (
        <GuideIndex groups={loaderData.groups} />
      ) : (
        <p className="text-ink-muted">Our first articles are on their way. Please check back soon.</p>
      )}
    </Container>
  );
}
