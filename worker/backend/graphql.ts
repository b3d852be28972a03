import {
  buildSchema,
  execute as executeGraphql,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { accountResolvers } from './account/resolvers';
import { cartResolvers } from './cart/cart';
import { checkoutResolvers } from './checkout/checkout';
import { orderResolvers } from './orders/orders';
import { productsResult } from './catalogue/products';
import { loadProducts, loadProductsBy } from './catalogue/product-loader';
import { brands, categories, channel, listPageInfo } from './catalogue/navigation';
import { getMenuAtLocation, widgetArea, type WidgetAreaArgs } from './catalogue/content';
import { postProductReview, reviews } from './catalogue/reviews';
import { monitorProductAvailability } from './catalogue/stock-watch';
import { maskErrors } from './errors';
import { LIMITS, operationLimitsRule } from './limits';
import { SCHEMA_SDL } from './schema-sdl';
import { scopeOf, type BackendContext, type ScopeArgs } from './scope';
import type { ListArgs } from './catalogue/list-scope';

// The schema is immutable once built, so one per isolate is safe; building it costs a few milliseconds.
let schema: GraphQLSchema | undefined;
const getSchema = () => (schema ??= buildSchema(SCHEMA_SDL));

type Args<T = object> = ScopeArgs & T;
const root = {
  channel: (a: Args) => channel(scopeOf(a)),
  categories: (a: Args<{ parentCategoryId?: number | null }>, ctx: BackendContext) =>
    categories(ctx.db, scopeOf(a), a.parentCategoryId),
  brands: (a: Args, ctx: BackendContext) => brands(ctx.db, scopeOf(a)),
  listPageInfo: (a: Args<{ alias?: string | null; url?: string | null }>, ctx: BackendContext) =>
    listPageInfo(ctx.db, scopeOf(a), a),
  products: (a: Args<ListArgs>, ctx: BackendContext) =>
    productsResult(ctx.db, scopeOf(a), a, ctx.budget),
  product: async (
    a: Args<{ alias?: string | null; productId?: number | null }>,
    ctx: BackendContext,
  ) => {
    if (a.productId != null) {
      const [product] = await loadProducts(ctx.db, scopeOf(a), [a.productId]);
      return product ?? null;
    }
    // By alias: the alias's id is a subquery of the product's reads, so the page is one D1 call.
    const [product] = await loadProductsBy(ctx.db, scopeOf(a), {
      sql: 'SELECT id FROM products WHERE alias = ?2',
      params: [a.alias ?? ''],
    });
    return product ?? null;
  },
  reviews: (
    a: Args<{ alias?: string | null; skip?: number | null; take?: number | null }>,
    ctx: BackendContext,
  ) => reviews(ctx.db, scopeOf(a), a),
  widgetArea: (a: Args<WidgetAreaArgs>, ctx: BackendContext) => widgetArea(ctx, scopeOf(a), a),
  getMenuAtLocation: (a: Args<{ menuLocationId?: string | null }>, ctx: BackendContext) =>
    getMenuAtLocation(ctx.db, scopeOf(a), a),
  postProductReview: (
    a: Args<{ alias: string; rating?: number | null; comment?: string | null; author: string }>,
    ctx: BackendContext,
  ) => postProductReview(ctx, scopeOf(a), a),
  monitorProductAvailability: (a: Args<{ email: string; skuId: number }>, ctx: BackendContext) =>
    monitorProductAvailability(ctx.db, scopeOf(a), a),
  ...cartResolvers,
  ...checkoutResolvers,
  ...orderResolvers,
  ...accountResolvers,
};

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}
export interface ExecuteOptions {
  /** Introspection is refused unless set (BACKEND_INTROSPECTION, for local tools). */
  introspection?: boolean;
}

/**
 * Parses with a token cap, checks the cheap limits (and introspection) before the specified rules (some
 * of which grow with the square of the document), runs, and masks what the caller may not see.
 */
export async function execute(
  request: GraphQLRequest,
  ctx: BackendContext,
  options: ExecuteOptions = {},
): Promise<FormattedExecutionResult> {
  const schema = getSchema();
  const document = checkedDocument(schema, request.query, !!options.introspection);
  if ('errors' in document) return maskErrors(document);
  const result = await executeGraphql({
    schema,
    document,
    rootValue: root,
    contextValue: ctx,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  });
  return maskErrors(result, request.operationName);
}

/**
 * Documents that passed parsing and validation, by text: the storefront sends the same few documents
 * all day, and parsing and validating one costs more than running it. A DocumentNode is never changed
 * by execution, so one serves every request; the map is bounded (cleared when full). Refused documents
 * are not kept.
 */
const MAX_DOCUMENTS = 100;
const validDocuments = new Map<string, DocumentNode>();

function checkedDocument(
  schema: GraphQLSchema,
  query: string,
  introspection: boolean,
): DocumentNode | { errors: readonly GraphQLError[] } {
  const key = `${introspection ? 'i' : '-'}${query}`;
  const known = validDocuments.get(key);
  if (known) return known;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: LIMITS.tokens });
  } catch (error) {
    return { errors: [error as GraphQLError] };
  }
  const limits = introspection
    ? [operationLimitsRule]
    : [operationLimitsRule, NoSchemaIntrospectionCustomRule];
  const refused = validate(schema, document, limits);
  const invalid = refused.length ? refused : validate(schema, document, specifiedRules);
  if (invalid.length) return { errors: invalid };
  if (validDocuments.size >= MAX_DOCUMENTS) validDocuments.clear();
  validDocuments.set(key, document);
  return document;
}
