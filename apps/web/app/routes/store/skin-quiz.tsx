import { STORE_NAME } from '@seoul-glow/shared';
import { Container } from '~/components/ui/container';
import { SkinQuizPage } from '~/features/skin-profile/skin-quiz-page';
import type { Route } from './+types/skin-quiz';

export const meta = (_: Route.MetaArgs) => [
  { title: `Skin Quiz: Find Your K-Beauty Routine | ${STORE_NAME}` },
  {
    name: 'description',
    content:
      'Six questions about your skin, then a morning and an evening routine from products in stock, within your budget.',
  },
];

/** /skin-quiz (docs/product.md#screens-and-routes): its own chunk, so the quiz costs other pages nothing. */
export default function SkinQuizRoute() {
  return (
    <Container className="py-10 sm:py-14">
      <SkinQuizPage />
    </Container>
  );
}
