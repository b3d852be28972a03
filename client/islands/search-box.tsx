import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { href, localise } from '../../shared/routes';
import { useApp } from '../app-context';
import { SEARCH_CANDIDATES } from '../../shared/search-cap';
import { PriceView } from '../components/price';
import { readRecent, saveRecent } from '../search/recent-searches';
import { useSuggestions } from '../search/use-suggestions';

interface Option {
  id: string;
  href: string;
  content: React.ReactNode;
  group: string;
}

/**
 * The header search as a combobox: suggestions (products, their categories and brands, 'see all') while
 * typing, the last five searches on an empty field. Arrow keys move through the options, Enter opens the
 * active one or the search page, Escape closes. Without JavaScript it is the same plain GET form. On a
 * search's page it holds that search (`query`).
 */
export function SearchBox({ market, query = '' }: { market: string; query?: string }) {
  const { t, link, locale } = useApp();
  // One search box per page: fixed ids (not useId), so the server can reuse its markup (CachedHtml).
  const id = 'search';
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const suggestions = useSuggestions(term, { locale, market });
  const searchUrl = (q: string) => href(link, 'search', { search: q.trim() });

  const groups = useMemo(() => {
    const list: { label: string; options: Option[] }[] = [];
    const option = (group: string, i: number, url: string, content: React.ReactNode): Option => ({
      id: `${id}-${group}-${i}`,
      href: url,
      content,
      group,
    });
    if (term.trim().length < 2) {
      if (recent.length)
        list.push({
          label: t('search.recent'),
          options: recent.map((r, i) => option('recent', i, searchUrl(r), r)),
        });
      return list;
    }
    if (suggestions.status !== 'ready') return list;
    const { data } = suggestions;
    if (data.products.length) {
      list.push({
        label: t('search.products'),
        options: data.products.map((p, i) =>
          option(
            'product',
            i,
            localise(link, p.path),
            <span className="suggestion-product">
              {p.image ? <img src={p.image} alt="" width={40} height={40} loading="lazy" /> : null}
              <span>
                <span className="suggestion-name">{p.name}</span>{' '}
                <span className="suggestion-brand">{p.brand}</span>
              </span>
              <PriceView price={p.price} />
            </span>,
          ),
        ),
      });
    }
    if (data.categories.length)
      list.push({
        label: t('search.categories'),
        options: data.categories.map((c, i) =>
          option('category', i, localise(link, c.path), c.name),
        ),
      });
    if (data.brands.length)
      list.push({
        label: t('search.brands'),
        options: data.brands.map((b, i) => option('brand', i, localise(link, b.path), b.name)),
      });
    if (data.count > 0)
      list.push({
        label: t('search.submit'),
        options: [
          option(
            'all',
            0,
            searchUrl(data.term),
            data.count > SEARCH_CANDIDATES
              ? t('search.seeBest', { count: SEARCH_CANDIDATES })
              : t('search.seeAll', { count: data.count }),
          ),
        ],
      });
    return list;
  }, [term, recent, suggestions, link, t, id]);
  const options = groups.flatMap((g) => g.options);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const go = (url: string, q?: string) => {
    if (q) saveRecent(q);
    setOpen(false);
    window.location.assign(url);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length)
        setActive((i) =>
          e.key === 'ArrowDown' ? (i + 1) % options.length : (i <= 0 ? options.length : i) - 1,
        );
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      go(activeOption.href, activeOption.group === 'recent' ? String(activeOption.content) : term);
    }
  };
  const status =
    term.trim().length >= 2
      ? suggestions.status === 'failed'
        ? t('search.unavailable')
        : suggestions.status === 'ready'
          ? suggestions.data.count
            ? suggestions.data.count > SEARCH_CANDIDATES
              ? t('search.countOver', { count: SEARCH_CANDIDATES })
              : t('search.count', { count: suggestions.data.count })
            : t('search.noHits', { term: suggestions.data.term })
          : ''
      : '';

  return (
    <form
      className="search"
      role="search"
      action={href(link, 'searchForm')}
      method="get"
      onSubmit={(e) => {
        const q = input.current?.value.trim() ?? '';
        e.preventDefault();
        if (q) go(searchUrl(q), q);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor="search-q" className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id="search-q"
        name="q"
        defaultValue={query || undefined}
        type="search"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        maxLength={100}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint`}
        aria-activedescendant={activeOption?.id}
        onChange={(e) => {
          setTerm(e.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          setRecent(readRecent());
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
      <span id={`${id}-hint`} className="sr-only">
        {t('search.hint')}
      </span>
      <span className="sr-only" role="status">
        {open ? status : ''}
      </span>
      <div
        id={`${id}-listbox`}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="suggestions"
        hidden={!expanded}
      >
        {groups.map((g) => (
          <div key={g.label} role="group" aria-label={g.label}>
            <div className="suggestion-heading" aria-hidden="true">
              {g.label}
            </div>
            {g.options.map((o) => (
              <a
                key={o.id}
                id={o.id}
                role="option"
                aria-selected={o === activeOption}
                href={o.href}
                tabIndex={-1}
                className={o === activeOption ? 'suggestion active' : 'suggestion'}
                onMouseDown={(e) => e.preventDefault()}
                onClick={(e) => {
                  e.preventDefault();
                  go(
                    o.href,
                    o.group === 'recent' ? String(o.content) : o.group === 'all' ? term : undefined,
                  );
                }}
              >
                {o.content}
              </a>
            ))}
          </div>
        ))}
      </div>
    </form>
  );
}
