import { ArrowRight, Moon, Sun } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { useHasSkinProfile } from '~/lib/skin-profile/has-skin-profile';

/**
 * The home page's way into the skin quiz. Rendered the same for everyone on the server; a shopper
 * with a saved profile sees "your routine" once the page runs in the browser.
 */
export function SkinQuizTeaser() {
  const profile = useHasSkinProfile();
  return (
    <section aria-labelledby="skin-quiz-title" className="py-12 sm:py-16">
      <Container>
        <div className="grid items-center gap-8 overflow-hidden rounded-card bg-gradient-to-br from-blush-100 via-peach-100 to-sage-100 p-6 sm:p-10 md:grid-cols-[1fr_auto]">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-blush-700 uppercase">Skin quiz</p>
            <h2 id="skin-quiz-title" className="mt-2 font-display text-3xl text-ink sm:text-4xl">
              {profile ? 'Your routine is ready' : 'Your routine in six questions'}
            </h2>
            <p className="mt-3 max-w-xl text-ink-muted">
              Skin type, concerns, sensitivity, budget: we build a morning and an evening routine from what is
              in stock, mark what is good for your skin across the shop, and show reviews from people like you
              first.
            </p>
            <ButtonLink to="/skin-quiz" size="lg" className="mt-6">
              {profile ? 'See My Routine' : 'Take the Skin Quiz'}{' '}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          <div className="hidden gap-3 text-sm text-ink md:grid" aria-hidden="true">
            <p className="flex items-center gap-2 rounded-full bg-surface/80 px-4 py-2 shadow-soft">
              <Sun className="size-4 text-gold-500" /> Cleanse · Tone · Treat · Moisturize · Protect
            </p>
            <p className="flex items-center gap-2 rounded-full bg-surface/80 px-4 py-2 shadow-soft">
              <Moon className="size-4 text-blush-700" /> Cleanse · Tone · Treat · Moisturize
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
