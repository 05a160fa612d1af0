import { redirect } from 'react-router';

// SPEC §2: any other path redirects to the home page.
export function loader() {
  return redirect('/');
}

export function clientLoader() {
  return redirect('/');
}

export default function CatchAll() {
  return null;
}
