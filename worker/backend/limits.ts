import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * What one request may ask of the backend. The storefront's own operations (shared/graphql) send one root
 * field, nest at most 6 levels and select at most 130 fields (the cart, fragments expanded), 235 tokens.
 */
export const LIMITS = {
  bodyBytes: 64 * 1024,
  tokens: 1000,
  rootFields: 6,
  depth: 10,
  fields: 300,
  /** products(take): the Merchant API's documented maximum, and the sitemap's page size. */
  take: 200,
  /** The sum of products loaded by all the fields of one operation: six aliases load no more than one. */
  productsPerOperation: 200,
  reviewsTake: 50,
  /** Distinct facet ids per list: each group binds at most two variables, D1 allows 100 per statement. */
  facets: 40,
  productIds: 200,
  widgetFilters: 20,
  /**
   * A search's candidates: its best matches by rank, over which it counts, pages and facets (one more
   * is read to tell "over" from "exactly"). The storefront shows a count beyond it as "1000+"
   * (shared/search-cap.ts keeps the same number; the backend imports nothing of the storefront).
   */
  searchCandidates: 1000,
  /**
   * Product ids bound to one statement as a JSON list (a facet choice's set, a narrowed search's
   * matches): D1 binds a string of at most 2 MB, about 290 000 ids. A larger set is read by its
   * conditions instead (product-set.ts).
   */
  boundIds: 100_000,
} as const;

interface Measure {
  depth: number;
  fields: number;
}

/** Root fields (aliases count), depth and field count of each operation, fragments expanded once each. */
export function operationLimitsRule(context: ValidationContext): ASTVisitor {
  const memo = new Map<string, Measure>();
  const measureFragment = (name: string, seen: Set<string>): Measure => {
    const known = memo.get(name);
    if (known) return known;
    const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
    // A cycle or an unknown fragment is reported by the specified rules; count it as nothing here.
    if (!fragment || seen.has(name)) return { depth: 0, fields: 0 };
    const measured = measure(fragment.selectionSet, new Set(seen).add(name));
    memo.set(name, measured);
    return measured;
  };
  const measure = (set: SelectionSetNode | undefined, seen: Set<string>): Measure => {
    let depth = 0;
    let fields = 0;
    for (const s of set?.selections ?? []) {
      const inner =
        s.kind === Kind.FRAGMENT_SPREAD
          ? measureFragment(s.name.value, seen)
          : s.kind === Kind.INLINE_FRAGMENT
            ? measure(s.selectionSet, seen)
            : undefined;
      if (inner) {
        depth = Math.max(depth, inner.depth);
        fields += inner.fields;
      } else if (s.kind === Kind.FIELD) {
        // Introspection (allowed only behind the local flag) is measured as one field.
        const child = s.name.value.startsWith('__')
          ? { depth: 0, fields: 0 }
          : measure(s.selectionSet, seen);
        depth = Math.max(depth, child.depth + 1);
        fields += child.fields + 1;
      }
    }
    return { depth, fields };
  };
  const rootMemo = new Map<string, number>();
  const rootFields = (set: SelectionSetNode, seen: Set<string>): number => {
    let n = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) n += 1;
      else if (s.kind === Kind.INLINE_FRAGMENT) n += rootFields(s.selectionSet, seen);
      else {
        const name = s.name.value;
        const fragment = context.getFragment(name);
        if (!fragment || seen.has(name)) continue;
        const count =
          rootMemo.get(name) ?? rootFields(fragment.selectionSet, new Set(seen).add(name));
        rootMemo.set(name, count);
        n += count;
      }
    }
    return n;
  };
  const refuse = (message: string, code: string) =>
    context.reportError(new GraphQLError(message, { extensions: { code } }));
  return {
    OperationDefinition(node) {
      const roots = rootFields(node.selectionSet, new Set());
      if (roots > LIMITS.rootFields)
        refuse(`At most ${LIMITS.rootFields} root fields per operation`, 'TOO_MANY_ROOT_FIELDS');
      const { depth, fields } = measure(node.selectionSet, new Set());
      if (depth > LIMITS.depth) refuse(`At most ${LIMITS.depth} levels deep`, 'QUERY_TOO_DEEP');
      if (fields > LIMITS.fields)
        refuse(`At most ${LIMITS.fields} fields per operation`, 'QUERY_TOO_LARGE');
      return false;
    },
  };
}
