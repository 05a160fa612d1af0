/**
 * The groups of MESSAGES, one module each (messages.ts explains why).
 */
export { login } from './login';
export { auth } from './auth';
export { generic } from './generic';
export { checkout } from './checkout';
export { buying } from './buying';
export { payments } from './payments';
export { card } from './card';
export { product } from './product';
export { category } from './category';
export { orders } from './orders';
export { user } from './user';
export { contact } from './contact';
export { chat } from './chat';
export { promo } from './promo';
export { reviews } from './reviews';
export { skinProfile } from './skin-profile';
export { video } from './video';
export { page } from './page';
