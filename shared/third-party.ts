import type { ConsentCategory } from './consent';

/** Where a third party's script may fetch from, per CSP directive. */
export interface ThirdPartyHosts {
  script: string[];
  connect: string[];
  img: string[];
  style?: string[];
  font?: string[];
}

interface ThirdParty {
  /** The Worker var holding the account's id; unset means the script is off. */
  env: 'GTM_ID' | 'HEATMAP_ID' | 'EMAIL_MARKETING_ID' | 'SOCIAL_PIXEL_ID' | 'INSIGHTS_ID';
  /** The consent the script needs before it loads (README decision: which category each one needs). */
  category: Exclude<ConsentCategory, 'necessary'>;
  /** What an id looks like; the var is refused at start-up otherwise (it ends up in a URL and the page). */
  id: RegExp;
  src: (id: string) => string;
  hosts: ThirdPartyHosts;
}

/**
 * The page head's third-party scripts (specification section 7): tag manager, heatmap and session
 * recording, e-mail marketing, a social pixel and a professional-network insights tool. Each loads in
 * the browser (client/consent/scripts.ts) only when its id is configured and its category is consented
 * to; the CSP names its hosts only when configured (worker/edge/security-headers.ts).
 */
export const THIRD_PARTIES = {
  tagManager: {
    env: 'GTM_ID',
    category: 'statistics',
    id: /^GTM-[A-Z0-9]{4,12}$/,
    src: (id) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
    hosts: {
      script: ['https://*.googletagmanager.com'],
      connect: [
        'https://*.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.google.com',
      ],
      img: ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
    },
  },
  heatmap: {
    env: 'HEATMAP_ID',
    category: 'statistics',
    id: /^\d{4,12}$/,
    src: (id) => `https://static.hotjar.com/c/hotjar-${encodeURIComponent(id)}.js?sv=6`,
    hosts: {
      script: ['https://*.hotjar.com'],
      connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      img: ['https://*.hotjar.com'],
      style: ['https://*.hotjar.com'],
      font: ['https://*.hotjar.com'],
    },
  },
  emailMarketing: {
    env: 'EMAIL_MARKETING_ID',
    category: 'marketing',
    id: /^[A-Za-z0-9]{6,12}$/,
    src: (id) =>
      `https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${encodeURIComponent(id)}`,
    hosts: {
      script: ['https://static.klaviyo.com', 'https://static-tracking.klaviyo.com'],
      connect: [
        'https://a.klaviyo.com',
        'https://fast.a.klaviyo.com',
        'https://static-forms.klaviyo.com',
      ],
      img: ['https://*.klaviyo.com'],
      style: ['https://static.klaviyo.com', 'https://static-tracking.klaviyo.com'],
    },
  },
  socialPixel: {
    env: 'SOCIAL_PIXEL_ID',
    category: 'marketing',
    id: /^[A-Z0-9]{8,32}$/,
    src: (id) =>
      `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
    hosts: {
      script: ['https://analytics.tiktok.com'],
      connect: ['https://analytics.tiktok.com'],
      img: ['https://analytics.tiktok.com'],
    },
  },
  insights: {
    env: 'INSIGHTS_ID',
    category: 'marketing',
    id: /^\d{3,12}$/,
    src: () => 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
    hosts: {
      script: ['https://snap.licdn.com'],
      connect: ['https://px.ads.linkedin.com'],
      img: ['https://px.ads.linkedin.com'],
    },
  },
} satisfies Record<string, ThirdParty>;

export type ThirdPartyName = keyof typeof THIRD_PARTIES;
export const THIRD_PARTY_NAMES = Object.keys(THIRD_PARTIES) as ThirdPartyName[];

/** The configured ids by script (only those set), from the validated configuration. */
export type ThirdPartyIds = Partial<Record<ThirdPartyName, string>>;

export function thirdPartyIds(config: Partial<Record<ThirdParty['env'], string>>): ThirdPartyIds {
  const ids: ThirdPartyIds = {};
  for (const name of THIRD_PARTY_NAMES) {
    const id = config[THIRD_PARTIES[name].env];
    if (id) ids[name] = id;
  }
  return ids;
}

/**
 * The scripts a page may load: all on a public page; on a page with personal data (checkout,
 * confirmation, account: `Page.noStore`) only the tag manager, which the purchase event needs, never
 * the session recorder or the marketing pixels; none on a page whose address holds a secret (a
 * password reset key: `Page.noReferrer`), since every script reads the address.
 */
export type PagePrivacy = 'public' | 'personal' | 'secret';
export function scriptsFor(ids: ThirdPartyIds, privacy: PagePrivacy): ThirdPartyIds {
  if (privacy === 'public') return ids;
  if (privacy === 'secret' || !ids.tagManager) return {};
  return { tagManager: ids.tagManager };
}

/** The hosts the configured scripts need, per directive, without duplicates. */
export function thirdPartyHosts(ids: ThirdPartyIds): Required<ThirdPartyHosts> {
  const hosts = { script: [], connect: [], img: [], style: [], font: [] } as Required<
    Record<keyof ThirdPartyHosts, string[]>
  >;
  for (const name of THIRD_PARTY_NAMES) {
    if (!ids[name]) continue;
    const own: ThirdPartyHosts = THIRD_PARTIES[name].hosts;
    for (const key of Object.keys(hosts) as (keyof ThirdPartyHosts)[])
      hosts[key] = [...new Set([...hosts[key], ...(own[key] ?? [])])];
  }
  return hosts;
}
