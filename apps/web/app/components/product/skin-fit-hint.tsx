import { lazy, Suspense, type ComponentProps } from 'react';
import { useHasSkinProfile } from '~/lib/skin-profile/has-skin-profile';

const SkinFitBadge = lazy(() => import('./skin-fit-badge').then((m) => ({ default: m.SkinFitBadge })));

/** The skin-fit badge, its code loaded only in a browser that keeps a skin profile. */
export function SkinFitHint(props: ComponentProps<typeof SkinFitBadge>) {
  const hasProfile = useHasSkinProfile();
  if (!hasProfile) return null;
  return (
    <Suspense fallback={null}>
      <SkinFitBadge {...props} />
    </Suspense>
  );
}
