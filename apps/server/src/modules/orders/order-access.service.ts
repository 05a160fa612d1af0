import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { addressKey, rateLimited, type RateLimiter, type RateRule } from '../../lib/rate-limiter';
import { z } from 'zod';
import { enqueueJob } from '../jobs/enqueue';
import type { JobQueue } from '../jobs/job-queue';
import { enqueueMail } from '../mail/outbox';
import { findOrderEmail, listOrdersOfEmail } from './order-access.repository';
import type { OrderAccessTokens } from './order-access-token';
import { orderLinksMail } from './order-links-mail';

/** A shopper's proof that an order is theirs: the order's email, or its signed link's token. */
export interface OrderProofInput {
  email?: string;
  token?: string;
}

/**
 * `none`: no proof was offered (the public view); `owner`: proved; `refused`: a proof was offered
 * and failed, which callers answer exactly as an unknown order.
 */
export type OrderProof = 'none' | 'owner' | 'refused';

/**
 * docs/product.md#constants-and-limits. Email proofs per address (every attempt); failed ones per
 * address-and-order, so a stranger guessing from elsewhere never makes the owner wait; and failed
 * ones per order from everywhere, a ceiling for guessers spread over many addresses, far higher and
 * short so it cannot hold the owner off for long. Counted alike for unknown orders, so a 429 says
 * nothing about whether the order exists.
 */
export const PROOF_PER_ADDRESS: RateRule = { name: 'order-proof-ip', max: 20, windowMs: 15 * 60_000 };
export const PROOF_FAILURES_PER_ADDRESS_AND_ORDER: RateRule = {
  name: 'order-proof-ip-order',
  max: 5,
  windowMs: 60 * 60_000,
};
export const PROOF_FAILURES_PER_ORDER: RateRule = {
  name: 'order-proof-order',
  max: 30,
  windowMs: 10 * 60_000,
};
/**
 * Find my orders per address and per address-and-email (429), and mails per email address from
 * everywhere: past that the answer is the same and no mail goes, so nobody floods an inbox and no
 * stranger makes the owner wait (the owner already holds the links the earlier mails carried).
 */
export const FIND_PER_ADDRESS: RateRule = { name: 'find-orders-ip', max: 10, windowMs: 60 * 60_000 };
export const FIND_PER_ADDRESS_AND_EMAIL: RateRule = {
  name: 'find-orders-ip-email',
  max: 3,
  windowMs: 60 * 60_000,
};
export const FIND_MAILS_PER_EMAIL: RateRule = { name: 'find-orders-email', max: 6, windowMs: 60 * 60_000 };
/** The job that looks an address's orders up and mails them (findMyOrders). */
export const FIND_ORDERS_TASK = 'find-my-orders';
const findOrdersJob = z.object({ email: z.string(), origin: z.string() });

/** Orders listed in one Find my orders mail, newest first. */
export const FIND_MAX_ORDERS = 50;

const digest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();

/** Case-insensitive, in constant time for equal-length digests (always: both are SHA-256). */
function sameEmail(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** Rate-limit keys never hold an email address in clear. */
const emailKey = (email: string) => digest(email).subarray(0, 12).toString('hex');

/**
 * Who may see an order whole (docs/product.md#security), reused wherever a shopper names an
 * order: the order page, Find my orders, and later reviews and the assistant's order status.
 */
export class OrderAccessService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    readonly tokens: OrderAccessTokens,
  ) {}

  /**
   * Checks a proof for an order: a token by its signature alone, an email against the order's
   * (case-insensitively, rate-limited per caller address, per address-and-order and per order id:
   * 429 past any). An
   * unknown order refuses every proof, the same way a wrong one does.
   */
  async proveOrderAccess(
    publicId: string,
    proof: OrderProofInput,
    caller: { ip: string },
  ): Promise<OrderProof> {
    const id = publicId.trim().toUpperCase();
    if (proof.token !== undefined && this.tokens.verify(id, proof.token)) return 'owner';
    if (proof.email === undefined) return proof.token === undefined ? 'none' : 'refused';

    await this.limiter.enforce(PROOF_PER_ADDRESS, caller.ip);
    const callerAndOrder = `${addressKey(caller.ip)}|${id}`;
    const blocked =
      (await this.limiter.blockedFor(PROOF_FAILURES_PER_ADDRESS_AND_ORDER, callerAndOrder)) ??
      (await this.limiter.blockedFor(PROOF_FAILURES_PER_ORDER, id));
    if (blocked !== null) throw rateLimited(blocked);
    const onFile = await findOrderEmail(this.db, id);
    if (onFile !== null && sameEmail(onFile, proof.email)) return 'owner';
    await this.limiter.hit(PROOF_FAILURES_PER_ADDRESS_AND_ORDER, callerAndOrder);
    await this.limiter.hit(PROOF_FAILURES_PER_ORDER, id);
    return 'refused';
  }

  /** The order page's address with a fresh signed token, for mails and the success page. */
  orderLink(publicId: string, origin: string): string {
    const { token } = this.tokens.sign(publicId);
    return `${origin.replace(/\/$/, '')}/orders/${encodeURIComponent(publicId)}?token=${token}`;
  }

  /**
   * Find my orders: mails a signed link to each order of the address. The request only counts its
   * limits and queues a job, the same writes whether or not the address has orders, so neither the
   * text nor the time of the answer tells who is a customer. The job mails nothing to an address
   * without orders, so the form cannot be used to send our mail to strangers, nor past
   * FIND_MAILS_PER_EMAIL.
   */
  async findMyOrders(email: string, caller: { ip: string }, origin: string): Promise<void> {
    await this.limiter.enforce(FIND_PER_ADDRESS, caller.ip);
    await this.limiter.enforce(FIND_PER_ADDRESS_AND_EMAIL, `${addressKey(caller.ip)}|${emailKey(email)}`);
    // Few attempts: the payload holds the address, which should not linger in a failed job.
    await enqueueJob(this.db, FIND_ORDERS_TASK, { email: email.trim(), origin }, { maxAttempts: 3 });
  }

  register(queue: JobQueue): void {
    queue.task(FIND_ORDERS_TASK, findOrdersJob, ({ email, origin }) => this.mailOrderLinks(email, origin));
  }

  private async mailOrderLinks(email: string, origin: string): Promise<void> {
    if (!(await this.limiter.hit(FIND_MAILS_PER_EMAIL, emailKey(email))).allowed) return;
    const orders = await listOrdersOfEmail(this.db, email, FIND_MAX_ORDERS);
    if (orders.length === 0) return;
    const links = orders.map((o) => ({ ...o, link: this.orderLink(o.publicId, origin) }));
    await enqueueMail(this.db, orderLinksMail(email, links));
  }
}
