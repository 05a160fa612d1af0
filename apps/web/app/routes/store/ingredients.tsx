import { STORE_NAME } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { listIngredients } from '~/features/ingredients/ingredient-data';
import { IngredientIndex } from '~/features/ingredients/ingredient-index';
import { storeServices } from '~/lib/store-context';
import type { Route } from './+types/ingredients';
import { pageMeta } from '~/lib/social-meta';

const DESCRIPTION =
  'What the ingredients of Korean skincare, makeup, haircare and fragrance do, whom they suit and what to know, in plain words, with the products that contain them.';

export function loader({ context }: Route.LoaderArgs) {
  return { ingredients: listIngredients(), origin: storeServices(context).origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = `Ingredient Glossary | ${STORE_NAME}`;
  const url = loaderData ? `${loaderData.origin}/ingredients` : null;
  return pageMeta({ title, description: DESCRIPTION, url });
}

/** /ingredients: the glossary every product page's ingredient list links into. */
export default function IngredientsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-12">
      <header className="mb-8 max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.18em] text-blush-700 uppercase">Know your label</p>
        <h1 className="mt-2 font-display text-4xl tracking-tight text-ink sm:text-5xl">
          Ingredient Glossary
        </h1>
        <p className="mt-3 text-ink-muted">{DESCRIPTION}</p>
      </header>
      <IngredientIndex ingredients={loaderData.ingredients} />
    </Container>
  );
}
