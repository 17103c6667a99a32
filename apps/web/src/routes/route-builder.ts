import type { RouteRole } from '@vigil/contracts';

declare const appHrefBrand: unique symbol;
declare const areaPathBrand: unique symbol;
declare const actingTenantBrand: unique symbol;

/** A URL of the console. Only the builders of the route tables make one. */
export type AppHref = string & { readonly [appHrefBrand]: true };

/** A route pattern below an area ('risk-portal/data-risks'), as a table declares it. */
export type AreaPath<P extends string = string> = P & { readonly [areaPathBrand]: true };

/** '/tenant/{id}': the prefix of the paths that act for a child tenant. */
export type ActingTenantBase = string & { readonly [actingTenantBrand]: true };

/** What comes before an area's paths: nothing on the user's own tenant, or the acting tenant. */
export type TenantBase = '' | ActingTenantBase;

export const OWN_TENANT: TenantBase = '';

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type OptionalName<S> = S extends `:${infer N}?` ? N : never;
type ParamValue = string | number;

export type RouteParams<P extends string> = { [K in RequiredName<Segments<P>>]: ParamValue } & {
  [K in OptionalName<Segments<P>>]?: ParamValue;
};

/** Query parameters; null and undefined ones are left out. */
export type RouteQuery = Readonly<Record<string, ParamValue | null | undefined>>;

type HasRequiredParams<P extends string> = [RequiredName<Segments<P>>] extends [never] ? false : true;

export type BuildOptions<P extends string> = { query?: RouteQuery } & (HasRequiredParams<P> extends true
  ? { params: RouteParams<P> }
  : { params?: RouteParams<P> });

/** A route with a required parameter must be given it; any other takes its options optionally. */
export type BuildArgs<P extends string> =
  HasRequiredParams<P> extends true ? [options: BuildOptions<P>] : [options?: BuildOptions<P>];

/** Fills ':name' and ':name?' segments; an optional one without a value is dropped. */
function fillPattern(pattern: string, params: Readonly<Record<string, ParamValue | undefined>> = {}) {
  return pattern
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`The route ${pattern} needs the parameter ${name}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
}

function withQuery(path: string, query: RouteQuery | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function build(pattern: string, options: { params?: object; query?: RouteQuery } | undefined): string {
  return withQuery(fillPattern(pattern, options?.params as Record<string, ParamValue>), options?.query);
}

// ---------------------------------------------------------------------------------------------
// Top-level routes (public pages, the signed-in app's own pages)

export interface TopRoute<P extends string = string> {
  /** The absolute pattern, as the router matches it. */
  readonly path: P;
  href(...args: BuildArgs<P>): AppHref;
}

export function topRoute<const P extends string>(path: P): TopRoute<P> {
  return {
    path,
    href: (...args) => build(path, args[0]) as AppHref,
  };
}

// ---------------------------------------------------------------------------------------------
// Areas (customer/*, partner/*, admin/*)

interface AreaRouteBase<P extends string> {
  readonly area: RouteRole;
  /** The key of the route in its table. */
  readonly name: string;
  /** The pattern below the area, as the area's <Routes> matches it; '' is the area's index. */
  readonly path: AreaPath<P>;
  /** The path below the area with the parameters filled (no query). */
  relative(...args: BuildArgs<P>): string;
}

export interface PageRoute<P extends string = string> extends AreaRouteBase<P> {
  readonly kind: 'page';
}

export interface RedirectRoute<P extends string = string> extends AreaRouteBase<P> {
  readonly kind: 'redirect';
  /** The page it leads to, given the same parameters (a section's default page, or an alias). */
  readonly to: PageRoute;
}

export type AreaRoute<P extends string = string> = PageRoute<P> | RedirectRoute<P>;

/** Customer and partner paths also open below /tenant/{id} (acting for a child tenant). */
export interface TenantAreaHref<P extends string> {
  href(base: TenantBase, ...args: BuildArgs<P>): AppHref;
}

/** The back office opens on the user's own tenant only. */
export interface OwnAreaHref<P extends string> {
  href(...args: BuildArgs<P>): AppHref;
}

type PageTable = Readonly<Record<string, string>>;
type RedirectTable<Pages extends PageTable> = Readonly<
  Record<string, { readonly path: string; readonly to: keyof Pages & string }>
>;

interface AreaTable<Pages extends PageTable, Redirects extends RedirectTable<Pages>> {
  /** Every page of the area, built or still a placeholder. */
  pages: Pages;
  /** Paths that lead to a page: a section's default page, aliases. */
  redirects: Redirects;
}

type TenantAreaRoutes<Pages extends PageTable, Redirects extends RedirectTable<Pages>> = {
  readonly [K in keyof Pages & string]: PageRoute<Pages[K]> & TenantAreaHref<Pages[K]>;
} & {
  readonly [K in keyof Redirects & string]: RedirectRoute<Redirects[K]['path']> &
    TenantAreaHref<Redirects[K]['path']>;
};

type OwnAreaRoutes<Pages extends PageTable, Redirects extends RedirectTable<Pages>> = {
  readonly [K in keyof Pages & string]: PageRoute<Pages[K]> & OwnAreaHref<Pages[K]>;
} & {
  readonly [K in keyof Redirects & string]: RedirectRoute<Redirects[K]['path']> &
    OwnAreaHref<Redirects[K]['path']>;
};

/** The names of a table's pages: what a screen registry is keyed by. */
export type PageName<Routes> = {
  [K in keyof Routes]: Routes[K] extends { kind: 'page' } ? K : never;
}[keyof Routes] &
  string;

function areaHref(base: string, area: RouteRole, relative: string): string {
  const root = `${base}/${area}`;
  if (!relative) return root;
  return relative.startsWith('?') ? `${root}${relative}` : `${root}/${relative}`;
}

function makeAreaRoutes(
  area: RouteRole,
  table: AreaTable<PageTable, RedirectTable<PageTable>>,
): Record<string, AreaRoute & { href: (...args: unknown[]) => AppHref }> {
  const routes: Record<string, AreaRoute & { href: (...args: unknown[]) => AppHref }> = {};
  const relative =
    (path: string) =>
    (...args: [options?: { params?: object }]) =>
      fillPattern(path, args[0]?.params as Record<string, ParamValue>);
  const href = (path: string) => (base: string, options?: { params?: object; query?: RouteQuery }) =>
    areaHref(base, area, build(path, options)) as AppHref;

  for (const [name, path] of Object.entries(table.pages)) {
    if (name in routes) throw new Error(`The ${area} route ${name} is declared twice`);
    routes[name] = {
      kind: 'page',
      area,
      name,
      path: path as AreaPath,
      relative: relative(path),
      href: href(path) as (...args: unknown[]) => AppHref,
    };
  }
  for (const [name, { path, to }] of Object.entries(table.redirects)) {
    const target = routes[to];
    if (name in routes) throw new Error(`The ${area} route ${name} is declared twice`);
    if (target?.kind !== 'page') throw new Error(`The ${area} redirect ${name} leads to no page (${to})`);
    routes[name] = {
      kind: 'redirect',
      area,
      name,
      path: path as AreaPath,
      to: target,
      relative: relative(path),
      href: href(path) as (...args: unknown[]) => AppHref,
    };
  }
  return routes;
}

/** A table of customer or partner routes: they open on the own tenant and below /tenant/{id}. */
export function defineTenantArea<const Pages extends PageTable, const Redirects extends RedirectTable<Pages>>(
  area: RouteRole,
  table: AreaTable<Pages, Redirects>,
): TenantAreaRoutes<Pages, Redirects> {
  return makeAreaRoutes(area, table) as unknown as TenantAreaRoutes<Pages, Redirects>;
}

/** A table of back-office routes: they open on the user's own tenant only. */
export function defineOwnArea<const Pages extends PageTable, const Redirects extends RedirectTable<Pages>>(
  area: RouteRole,
  table: AreaTable<Pages, Redirects>,
): OwnAreaRoutes<Pages, Redirects> {
  const routes = makeAreaRoutes(area, table);
  for (const route of Object.values(routes)) {
    const scoped = route.href;
    route.href = (...args: unknown[]) => scoped('', ...args);
  }
  return routes as unknown as OwnAreaRoutes<Pages, Redirects>;
}

/**
 * Where a redirect of an area leads in a tenant scope, with the parameters of the URL it matched
 * (group/5 → group/5/users).
 */
export function redirectTarget(
  route: RedirectRoute,
  base: TenantBase,
  params: Readonly<Record<string, string | undefined>>,
): AppHref {
  return areaHref(base, route.area, fillPattern(route.to.path, params)) as AppHref;
}

/** The routes of a table, pages and redirects, for the area's <Routes>. */
export function areaRoutesOf(table: object): AreaRoute[] {
  return Object.values(table) as AreaRoute[];
}

/** Where the router mounts an area: 'customer/*' below '/' and below '/tenant/{id}'. */
export function areaMount(area: RouteRole): string {
  return `${area}/*`;
}
