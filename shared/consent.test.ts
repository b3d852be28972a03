import { describe, expect, it } from 'vitest';
import {
  ALL_CONSENT,
  CONSENT_VERSION,
  consentModeSignals,
  ONLY_NECESSARY,
  parseConsent,
  serializeConsent,
} from './consent';

describe('the consent cookie (key:value pairs, versioned)', () => {
  it('writes every category and the policy version', () => {
    expect(serializeConsent(ALL_CONSENT)).toBe(
      `v:${CONSENT_VERSION}|necessary:1|preferences:1|statistics:1|marketing:1`,
    );
    expect(serializeConsent(ONLY_NECESSARY)).toBe(
      `v:${CONSENT_VERSION}|necessary:1|preferences:0|statistics:0|marketing:0`,
    );
  });

  it('reads back what it wrote', () => {
    const choice = { necessary: true, preferences: false, statistics: true, marketing: false };
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(parseConsent(serializeConsent(ALL_CONSENT))).toEqual(ALL_CONSENT);
  });

  it('keeps necessary on whatever a choice says', () => {
    const value = serializeConsent({ ...ONLY_NECESSARY, necessary: false });
    expect(value).toContain('necessary:1');
    expect(
      parseConsent(`v:${CONSENT_VERSION}|necessary:0|preferences:1|statistics:0|marketing:0`),
    ).toMatchObject({ necessary: true, preferences: true });
  });

  it('asks again after a policy change: another version is no choice', () => {
    const old = serializeConsent(ALL_CONSENT).replace(`v:${CONSENT_VERSION}`, 'v:0');
    expect(parseConsent(old)).toBeNull();
    const next = serializeConsent(ALL_CONSENT).replace(
      `v:${CONSENT_VERSION}`,
      `v:${CONSENT_VERSION + 1}`,
    );
    expect(parseConsent(next)).toBeNull();
  });

  it('reads nothing, garbage or a missing category as no choice', () => {
    for (const value of [
      null,
      undefined,
      '',
      'true',
      'necessary,statistics',
      `v:${CONSENT_VERSION}|necessary:1|preferences:1|statistics:1`,
      `v:${CONSENT_VERSION}|necessary:1|preferences:yes|statistics:1|marketing:1`,
    ])
      expect(parseConsent(value), String(value)).toBeNull();
  });
});

describe('Google Consent Mode v2 signals', () => {
  it('denies everything but security before a choice', () => {
    expect(consentModeSignals(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('maps statistics to analytics, marketing to the three ad signals, preferences to functionality', () => {
    expect(consentModeSignals({ ...ONLY_NECESSARY, statistics: true })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
    });
    expect(consentModeSignals({ ...ONLY_NECESSARY, marketing: true })).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(consentModeSignals({ ...ONLY_NECESSARY, preferences: true })).toMatchObject({
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      analytics_storage: 'denied',
    });
  });
});
