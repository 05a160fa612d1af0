/** The only reader of process.env (docs/architecture.md#layers): parsed once, with every problem listed. */
import path from 'node:path';
import { z } from 'zod';
import { AI_DEFAULTS, PAYMENT_PROVIDERS, type PaymentProviderName } from '@seoul-glow/shared';

const boolish = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** `file`, or `s3://` and a bucket name as S3 allows it, then an optional key prefix. */
const IMAGES_STORE_FORMAT = /^(file|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9!_.*'()/-]*)?)$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Where product images live; point every instance at the same shared directory. */
    IMAGES_DIR: optionalString.pipe(
      z
        .string()
        .refine((v) => !v.includes('\0'), 'must be a directory path')
        .optional(),
    ),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    ADMIN_EMAIL: optionalString.pipe(z.string().email('must be an email address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    AI_BASE_URL: optionalString.pipe(z.string().url('must be a URL').optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: z.string().min(1).default(AI_DEFAULTS.model),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_API_BASE: optionalString.pipe(z.string().url('must be a URL').optional()),
    SMTP_URL: optionalString.pipe(z.string().url('must be a URL').optional()),
    /** Default: on, except with NODE_ENV=production, where the demo data is only seeded when asked. */
    SEED_DEMO: boolish.optional(),
    /** Default: stripe when its keys are set, else demo; production refuses the implicit demo. */
    PAYMENT_PROVIDER: optionalString.pipe(z.enum(PAYMENT_PROVIDERS).optional()),
    /** How long a paid payment may wait for its order before the reconciler places or refunds it. */
    PAYMENT_GRACE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
    TRUST_PROXY: z.string().trim().default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `text`: one readable line per entry ("[seoul-glow] …"); `json`: pino's JSON lines for a log shipper. */
    LOG_FORMAT: z.enum(['text', 'json']).default('text'),
    PUBLIC_URL: optionalString.pipe(z.string().url('must be a URL').optional()),
    /** Render the catalog's store pages into the page cache while the server is idle. */
    PRERENDER_PAGES: boolish.default(true),
    /** Compute searches on a worker thread of their own (ADR 0024): faster, ~55 MB more memory. */
    SEARCH_THREAD: boolish.default(false),
    /** Bearer token for /metrics; without it nothing is measured and /metrics does not exist. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** Where images live: `file` (IMAGES_DIR / DATA_DIR) or an S3 bucket, `s3://bucket/prefix`. */
    IMAGES_STORE: optionalString.pipe(
      z.string().regex(IMAGES_STORE_FORMAT, 'must be "file" or s3://bucket/prefix').optional(),
    ),
    S3_ENDPOINT: optionalString.pipe(z.string().url('must be a URL').optional()),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: boolish.default(false),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      // Order links in mails (confirmation, Find my orders) carry access tokens: built from the
      // request's Host header, a forged Host would send a shopper's token to another site.
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "NODE_ENV=production needs the shop's public origin (e.g. https://shop.example) for the links in mails",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.IMAGES_DIR && env.DATA_DIR) {
      const pgDir = path.resolve(env.DATA_DIR, 'pg');
      const images = path.resolve(env.IMAGES_DIR);
      if (images === pgDir || images.startsWith(pgDir + path.sep)) {
        ctx.addIssue({
          code: 'custom',
          path: ['IMAGES_DIR'],
          message: 'must not be inside DATA_DIR/pg (the embedded database)',
        });
      }
    }
    const stripeKeys = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
    if (env.PAYMENT_PROVIDER === 'stripe' && !stripeKeys) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER && !stripeKeys) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'NODE_ENV=production takes real payments through Stripe: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, ' +
          'or PAYMENT_PROVIDER=demo to run the demo card provider, which takes no real money',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  imagesDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  jwtSecret: string | undefined;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  aiModel: string;
  stripe: { secretKey: string; publishableKey: string; apiBase: string | undefined } | undefined;
  smtpUrl: string | undefined;
  seedDemo: boolean;
  /** Which provider takes the payments; `demo` takes no real money (docs/product.md#checkout). */
  paymentProvider: PaymentProviderName;
  paymentGraceSeconds: number;
  trustProxy: boolean | string | number;
  logLevel: Env['LOG_LEVEL'];
  logFormat: Env['LOG_FORMAT'];
  publicUrl: string | undefined;
  prerenderPages: boolean;
  searchThread: boolean;
  metricsToken: string | undefined;
  imagesStore: ImagesStoreConfig;
}

/** The image store (lib/images): files on this machine, or an S3 bucket every instance shares. */
export type ImagesStoreConfig =
  | { kind: 'file'; productsDir: string; reviewsDir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix without slashes at either end; '' for the bucket's root. */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's default chain (an instance role, a web identity). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function parseTrustProxy(raw: string): boolean | string | number {
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0' || raw === '') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    imagesDir: e.IMAGES_DIR ? path.resolve(e.IMAGES_DIR) : path.join(dataDir, 'images', 'products'),
    databaseUrl: e.DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    jwtSecret: e.JWT_SECRET,
    ai: e.AI_BASE_URL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
    aiModel: e.AI_MODEL,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.PAYMENT_PROVIDER !== 'demo'
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    paymentProvider:
      e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'demo'),
    paymentGraceSeconds: e.PAYMENT_GRACE_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    publicUrl: e.PUBLIC_URL,
    prerenderPages: e.PRERENDER_PAGES,
    searchThread: e.SEARCH_THREAD,
    metricsToken: e.METRICS_TOKEN,
    imagesStore: imagesStoreOf(e, dataDir),
  };
}

function imagesStoreOf(e: Env, dataDir: string): ImagesStoreConfig {
  const s3 = e.IMAGES_STORE?.startsWith('s3://') ? /^s3:\/\/([^/]+)\/?(.*)$/.exec(e.IMAGES_STORE) : null;
  if (!s3) {
    return {
      kind: 'file',
      productsDir: e.IMAGES_DIR ? path.resolve(e.IMAGES_DIR) : path.join(dataDir, 'images', 'products'),
      reviewsDir: path.join(dataDir, 'images', 'reviews'),
    };
  }
  return {
    kind: 's3',
    bucket: s3[1]!,
    prefix: s3[2]!.replace(/^\/+|\/+$/g, ''),
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * React's server renderer picks its (much faster) production build from NODE_ENV at import time.
 * `npm start` serves the production build even when NODE_ENV is unset, so default it here.
 */
export function useProductionLibraries(): void {
  process.env.NODE_ENV ??= 'production';
}
