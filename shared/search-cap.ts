/**
 * A search lists at most its best SEARCH_CANDIDATES matches, by relevance: the embedded backend counts,
 * sorts and facets over them only (worker/backend/limits.ts `searchCandidates`, the same number), so
 * that a search's cost follows the cap, not the catalogue (README decision 123). A count over the cap
 * reads "Över 1 000 träffar" / "Over 1,000 results", and the list stops at the cap.
 */
export const SEARCH_CANDIDATES = 1000;
