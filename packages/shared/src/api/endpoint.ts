import type { z } from 'zod';

/**
 * One API endpoint as a value: everything the server needs to register it (method, path, access,
 * schemas, OpenAPI summary and tags) and everything a client needs to type a call to it. The
 * server registers routes only from these objects (apps/server/src/lib/route.ts), so a path or a
 * schema is written once. See docs/architecture.md#api-contract.
 *
 * Endpoint objects are plain object literals that reference schemas from `../contracts`: the
 * store's browser bundle never imports them at runtime (zod stays out of first-visit JavaScript);
 * it uses the light `api` table of routes.gen.ts, which carries their types only.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, a signed-in active admin, or a superadmin (docs/product.md#who-may-do-what). */
export type Access = 'public' | 'admin' | 'superadmin';

/** A multipart/form-data body: its text fields follow `fields`; `files` documents the file parts. */
export interface MultipartSpec {
  fields: z.ZodObject;
  files: Readonly<Record<string, { description: string; many: boolean }>>;
}

export interface Endpoint {
  method: HttpMethod;
  /** Fastify path syntax under /api, e.g. `/Product/:id`. */
  path: string;
  access: Access;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart body instead of JSON; the handler reads its parts and parses `fields` itself. */
  multipart?: MultipartSpec;
  /** The success envelope. */
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
}

/** Areas group endpoints for the `api` table: `api.<area>.<name>` or `api.admin.<area>.<name>`. */
export type EndpointGroup = { readonly [name: string]: Endpoint | EndpointGroup };

declare const endpointType: unique symbol;

/** The light runtime form of an endpoint (method and path), carrying the endpoint's type only. */
export interface ApiRoute<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly [endpointType]?: E;
}

type EndpointOf<R> = R extends Endpoint ? R : R extends ApiRoute<infer E> ? E : never;
type Flatten<T> = { [K in keyof T]: T[K] } & {};

type ParamsInput<E extends Endpoint> = E['params'] extends z.ZodType
  ? { params: z.input<E['params']> }
  : { params?: undefined };
type QueryInput<E extends Endpoint> = E['query'] extends z.ZodType
  ? { query: z.input<E['query']> }
  : { query?: undefined };
type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType
  ? { body: z.input<E['body']> }
  : E['multipart'] extends MultipartSpec
    ? { body: FormData }
    : { body?: undefined };

/** What a call sends: `params`, `query` and `body` are required exactly when the endpoint declares them. */
export type RouteInput<R extends ApiRoute | Endpoint> = Flatten<
  ParamsInput<EndpointOf<R>> & QueryInput<EndpointOf<R>> & BodyInput<EndpointOf<R>>
>;

/** The success envelope as the client receives it. */
export type RouteEnvelope<R extends ApiRoute | Endpoint> = z.output<EndpointOf<R>['response']>;

/** The envelope's `data`. */
export type RouteData<R extends ApiRoute | Endpoint> = NonNullable<
  RouteEnvelope<R> extends { data?: infer D } ? D : never
>;
