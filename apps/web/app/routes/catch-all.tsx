import { redirect } from 'react-router';

// docs/product.md#screens-and-routes: any other path redirects to the home page.
export function loader() {
  return redirect('/');
}

export function clientLoader() {
  return redirect('/');
}

export default function CatchAll() {
  return null;
}
