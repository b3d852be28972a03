import { useEffect, useRef, useState } from 'react';
import type { Suggestions } from '../../shared/types';
import { getJson } from '../bff';

const DEBOUNCE_MS = 300;
const MIN_LENGTH = 2;

export type SuggestState =
  { status: 'idle' } | { status: 'ready'; data: Suggestions } | { status: 'failed' };

/**
 * Suggestions for the term, asked for once the shopper pauses typing; an older answer never replaces
 * a newer one (each request is aborted when the term changes).
 */
export function useSuggestions(
  term: string,
  scope: { locale: string; market: string },
): SuggestState {
  const [state, setState] = useState<SuggestState>({ status: 'idle' });
  const cache = useRef(new Map<string, Suggestions>());
  useEffect(() => {
    const q = term.trim();
    // Characters as the server counts them (code points): an emoji is one, not two UTF-16 units.
    if ([...q].length < MIN_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    const take = window.matchMedia('(max-width: 767px)').matches ? 5 : 10;
    const key = `${take}:${q.toLowerCase()}`;
    const cached = cache.current.get(key);
    if (cached) {
      setState({ status: 'ready', data: cached });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = { q, take: String(take), locale: scope.locale, market: scope.market };
      void getJson<Suggestions>('/search/suggest', query, controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.errors) return setState({ status: 'failed' });
        cache.current.set(key, answer.data);
        setState({ status: 'ready', data: answer.data });
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, scope.locale, scope.market]);
  return state;
}
