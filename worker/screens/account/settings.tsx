import type { Context } from 'hono';
import {
  emptyFormState,
  SETTINGS_INTENTS,
  type AccountUser,
  type SettingsIntent,
  type SettingsPosted,
} from '../../../shared/account-types';
import type { Shop, WorkerEnv } from '../../context';
import { loadMainMenu } from '../../chrome/main-menu';
import { streamPage } from '../../chrome/page-response';
import { isRedirect, type ScreenResult } from '../../streaming/page';
import type { Screen } from '../screen';
import { accountPage } from './account-page';
import { CompanySection, PrivacySection } from './settings-more';
import { NewsletterSection, ProfileSection, TypeSection } from './settings-sections';
import { loadAccount } from './session';

/**
 * Settings (/sv/mina-sidor/installningar, /en/my-account/settings): plain forms that post to this
 * path (worker/bff/account-settings.ts) and work without JavaScript. After a save the form answers
 * 303 here with `?saved=<form>`, which shows "Your changes have been saved" at that form;
 * `?confirm=delete` is the delete account's confirmation step.
 */
export const settingsScreen: Screen = (shop) =>
  loadAccount(
    shop,
    (account) => account.user(),
    (user, username) => settingsPage(shop, user, username, savedNotice(shop), 200),
  );

function savedNotice(shop: Shop): SettingsPosted | null {
  const saved = shop.url.searchParams.get('saved') as SettingsIntent | null;
  if (!saved || !SETTINGS_INTENTS.includes(saved)) return null;
  const text = saved === 'company-user' ? 'company.extraUserReceived' : 'account.saved';
  return {
    intent: saved,
    state: { ...emptyFormState(), notice: { kind: 'ok', text: shop.t(text) } },
  };
}

function settingsPage(
  shop: Shop,
  user: AccountUser,
  username: string,
  posted: SettingsPosted | null,
  status: number,
) {
  const stateOf = (intent: SettingsIntent) =>
    posted?.intent === intent ? posted.state : emptyFormState();
  const props = { shop, user };
  return accountPage(
    shop,
    'settings',
    username || user.email,
    <div className="settings">
      <TypeSection {...props} state={stateOf('type')} />
      <ProfileSection {...props} state={stateOf('profile')} />
      <NewsletterSection {...props} state={stateOf('newsletter')} />
      <CompanySection {...props} state={stateOf('company-user')} />
      <PrivacySection
        shop={shop}
        confirm={shop.url.searchParams.get('confirm') === 'delete'}
        state={stateOf('delete')}
      />
    </div>,
    status,
  );
}

/** The settings page again after a form was posted that needs fixing (or failed): status given. */
export async function renderSettings(
  c: Context<WorkerEnv>,
  posted: SettingsPosted,
  status: 400 | 422 | 502,
): Promise<Response> {
  const shop = c.get('shop');
  const [result, mainMenu] = await Promise.all([
    loadAccount(
      shop,
      (account) => account.user(),
      (user, username) => settingsPage(shop, user, username, posted, status),
    ),
    loadMainMenu(shop),
  ]);
  return respond(c, result, mainMenu);
}

/** A screen's result as a response outside `pages()` (account forms): redirect, or the page streamed. */
export function respond(
  c: Context<WorkerEnv>,
  result: ScreenResult,
  mainMenu: Awaited<ReturnType<typeof loadMainMenu>>,
): Promise<Response> | Response {
  if (isRedirect(result)) return c.redirect(result.redirect, result.status);
  return streamPage(c, result, { mainMenu, cart: c.get('shop').cartId ? 'pending' : null });
}
