/** The last five searches, newest first, in localStorage (`recentSearches`, as the original). */
const KEY = 'recentSearches';
const MAX = 5;

export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

export function saveRecent(term: string) {
  const clean = term.trim().slice(0, 100);
  if (!clean) return;
  const next = [
    clean,
    ...readRecent().filter((t) => t.toLowerCase() !== clean.toLowerCase()),
  ].slice(0, MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    /* storage may be full or off */
  }
}
