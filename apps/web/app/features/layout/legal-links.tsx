import { Link } from 'react-router';
import { POLICY_LINKS } from '~/lib/policies';

/** The footer's policy links, each to its own page. */
export function LegalLinks() {
  return (
    // data-keep-clear: the assistant's floating button must not cover the Cookie Policy link.
    <ul className="-mx-3 flex flex-wrap justify-center" data-keep-clear>
      {POLICY_LINKS.map((policy) => (
        <li key={policy.to}>
          <Link
            to={policy.to}
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm text-white/75 underline-offset-4 transition-colors hover:text-white hover:underline"
          >
            {policy.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
