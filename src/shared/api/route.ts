import type { z } from 'zod';

/** The HTTP methods the API answers. */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's schemas, as its contract file declares them: path params, query, body and answer. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * A route of the API as the server and the client both know it: its method and path, and, in its
 * type only, its schemas. The route tables hold no zod value, so a page that calls a route does
 * not bring zod into its bundle; the server pairs each route with the schema values, and the
 * compiler checks that they are the ones named here.
 */
export interface Route<S extends RouteSchemas = RouteSchemas> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: carries the schemas' types. */
  readonly schemas?: S;
}

/** Declares a route of a route table: `route<{ query: typeof q; response: typeof page }>('GET', '/api/…')`. */
export function route<S extends RouteSchemas>(method: HttpMethod, path: string): Route<S> {
  return { method, path };
}

type SchemasOf<R> = R extends Route<infer S> ? S : never;

/** The path segments: each param the server reads, given as a number or string (it is text in the path). */
type ParamsPart<S> = S extends { params: infer T extends z.ZodType } ? { params: { [K in keyof z.output<T>]: string | number } } : { params?: never };
/** The query: any of the values the server reads (each left out when undefined; defaults apply). */
type QueryPart<S> = S extends { query: infer T extends z.ZodType } ? { query?: Partial<z.output<T>> } : { query?: never };
/** The JSON body, as its schema takes it. */
type BodyPart<S> = S extends { body: infer T extends z.ZodType } ? { body: z.input<T> } : { body?: never };

/** What a call of route `R` sends: its path params, query and body, each typed from its schema. */
export type CallInput<R> = ParamsPart<SchemasOf<R>> & QueryPart<SchemasOf<R>> & BodyPart<SchemasOf<R>>;

/** What route `R` answers, as its response schema gives it. */
export type Answer<R> = z.output<SchemasOf<R>['response']>;

/** The address of a call: the route's path with its params put in, and its query (undefined values left out). */
export function addressOf<R extends Route>(route: R, input: CallInput<R>): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
