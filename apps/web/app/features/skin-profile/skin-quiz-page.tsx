import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { SkinProfile } from '@seoul-glow/shared';
import { Button } from '~/components/ui/button';
import { saveProfile, useSkinProfile } from '~/lib/skin-profile/skin-profile-store';
import { RoutineView } from './routine-view';
import { SkinQuiz } from './skin-quiz';

/**
 * /skin-quiz: the quiz, then the routine for the saved profile. The server renders the
 * introduction only (a profile lives in the browser), so the page is the same for everyone.
 */
export function SkinQuizPage() {
  const profile = useSkinProfile();
  const [quiz, setQuiz] = useState(false);
  const done = (next: SkinProfile) => {
    saveProfile(next);
    setQuiz(false);
  };
  if (quiz) return <SkinQuiz start={profile} onDone={done} />;
  if (profile) return <RoutineView profile={profile} onRetake={() => setQuiz(true)} />;
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-blush-700 uppercase">
        <Sparkles aria-hidden="true" className="size-4" /> Skin quiz · 6 questions · 1 minute
      </p>
      <h1 className="mt-3 font-display text-4xl text-ink sm:text-5xl">Find your K-beauty routine</h1>
      <p className="mt-4 text-ink-muted">
        Tell us about your skin and get a morning and an evening routine from what is in stock, within your
        budget, each step explained. Your answers stay in this browser: no account needed.
      </p>
      <Button size="lg" className="mt-8" onClick={() => setQuiz(true)}>
        Start the Quiz
      </Button>
    </div>
  );
}
