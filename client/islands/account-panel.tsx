import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { href } from '../../shared/routes';
import { useApp } from '../app-context';
import type { FrameProps } from '../auth/frame-props';
import { CreateFrame, LoginFrame } from '../auth/login-frames';
import { ChangeFrame, ResetFrame } from '../auth/password-frames';
import { useModal } from '../feedback/use-modal';
import {
  isGoodNotice,
  withoutPanelParams,
  type AccountPanelProps,
  type Frame,
} from '../auth/panel-state';

/** Asks a panel already on the page to open (the header's links, client/auth/open-panel.ts). */
export const OPEN_PANEL_EVENT = 'ralph:account-panel';
export type OpenPanelDetail = { frame: Frame; opener: HTMLElement | null; handled?: boolean };

const TITLE: Record<
  Frame,
  'auth.login' | 'auth.createAccount' | 'auth.resetPassword' | 'auth.changePassword'
> = {
  login: 'auth.login',
  create: 'auth.createAccount',
  reset: 'auth.resetPassword',
  change: 'auth.changePassword',
};

/**
 * The account panel: an off-canvas modal dialog with the login, create-account, forgot-password and
 * change-password frames. The server renders it open for `?action=<frame>` (its forms post without
 * JavaScript); once interactive it keeps focus inside, closes on Escape and its close button, gives
 * focus back to what opened it, and takes its parameters out of the address bar.
 */
export function AccountPanel(props: AccountPanelProps & { opener?: HTMLElement }) {
  const { t, link, locale } = useApp();
  const [open, setOpen] = useState(true);
  const [frame, setFrame] = useState<Frame>(props.frame);
  const [notice, setNotice] = useState(props.notice);
  // The e-mail typed in the frame left, for the next one ("Glömt lösenord?" after a login attempt).
  const [email, setEmail] = useState(props.draft?.email ?? '');
  // What gets focus back on close: the link that opened the panel (the header's when it opened with the page).
  const opener = useRef<HTMLElement | null>(props.opener ?? null);
  const close = useCallback(() => setOpen(false), []);
  // What the server made inert behind the panel (worker/chrome/account-control.tsx) is the modal's
  // to handle from now on; before its effect runs, so that it marks (and later frees) them itself.
  useLayoutEffect(() => {
    for (const covered of document.querySelectorAll<HTMLElement>('[data-panel-inert]')) {
      covered.inert = false;
      covered.removeAttribute('data-panel-inert');
    }
  }, []);
  const panel = useModal(open, close, () =>
    opener.current?.isConnected
      ? opener.current
      : document.querySelector<HTMLElement>('.account-link'),
  );

  useEffect(() => {
    const url = new URL(location.href);
    if (url.searchParams.has('action'))
      history.replaceState(history.state, '', withoutPanelParams(url));
    const onOpen = (e: Event) => {
      const detail = (e as CustomEvent<OpenPanelDetail>).detail;
      detail.handled = true;
      opener.current = detail.opener;
      setNotice(undefined);
      setFrame(detail.frame);
      setOpen(true);
    };
    window.addEventListener(OPEN_PANEL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_PANEL_EVENT, onOpen);
  }, []);

  if (!open) return null;
  const home = href(link, 'home') || '/';
  const frameProps: FrameProps = {
    hidden: { return: props.returnPath, locale, market: props.market },
    notice: notice ? { text: t(notice), ok: isGoodNotice(notice) } : null,
    returnPath: props.returnPath,
    email,
    draft: props.draft,
    frameLink: (to, label) => (
      <a
        href={`?action=${to}&return=${encodeURIComponent(props.returnPath)}`}
        onClick={(e) => {
          e.preventDefault();
          const typed = panel.current?.querySelector<HTMLInputElement>('input[name="email"]');
          if (typed) setEmail(typed.value.trim());
          setNotice(undefined);
          setFrame(to);
        }}
      >
        {label}
      </a>
    ),
  };
  return (
    <div
      className="overlay account-overlay"
      onClick={(e) => e.target === e.currentTarget && close()}
    >
      <div
        ref={panel}
        className="account-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="account-panel-title"
      >
        {/* A div, not <header>: outside sectioning content that would be a second banner landmark. */}
        <div className="panel-head">
          <h2 id="account-panel-title">{t(TITLE[frame])}</h2>
          <a
            className="icon-button"
            href={props.pagePath}
            aria-label={t('panel.close')}
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          >
            ×
          </a>
        </div>
        {frame === 'login' ? <LoginFrame key={frame} {...frameProps} /> : null}
        {frame === 'create' ? <CreateFrame key={frame} {...frameProps} /> : null}
        {frame === 'reset' ? <ResetFrame key={frame} {...frameProps} /> : null}
        {frame === 'change' ? <ChangeFrame key={frame} {...frameProps} home={home} /> : null}
      </div>
    </div>
  );
}
