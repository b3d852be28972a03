import { createContext, useContext } from 'react';
import type { Translate } from '../shared/i18n/translator';
import type { Locale } from '../shared/locales';
import type { LinkContext } from '../shared/routes';

/** What every component may know about the page: language, links, VAT mode. Same on server and client. */
/** `favorites` (server only): product ids from the favorites cookie, so hearts render pressed before any script runs. */
export interface AppEnv {
  t: Translate;
  locale: Locale;
  link: LinkContext;
  vatIncluded: boolean;
  favorites?: readonly number[];
  /** (server only) The browser runs no scripts (ralph-no-script): hearts are plain forms (POST /favorite). */
  noScript?: boolean;
}

export const AppContext = createContext<AppEnv | null>(null);

export function useApp(): AppEnv {
  const env = useContext(AppContext);
  if (!env) throw new Error('useApp outside AppContext');
  return env;
}
