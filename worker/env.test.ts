import { describe, expect, it } from 'vitest';
import { readConfig, type Bindings } from './env';

const config = (vars: Record<string, string>) => readConfig(vars as unknown as Bindings);

describe('the configuration names a wrong value instead of misbehaving later', () => {
  it.each([
    // A bare host was a relative address: every image broke on every page, with no error.
    ['IMAGE_BASE_URL', 'cdn.example.com'],
    ['IMAGE_BASE_URL', '//cdn.example.com'],
    ['IMAGE_BASE_URL', 'ftp://cdn.example.com'],
    // Every log-in answered 502 later ('Invalid URL: not-a-url/login').
    ['AUTH_ENDPOINT', 'not-a-url'],
    ['SIGN_ENDPOINT', 'sign.example.com/v1'],
    // The backend's clock fell back to the real time without a word.
    ['CATALOGUE_TODAY', 'yesterday'],
    ['BACKEND_INTROSPECTION', 'yes'],
  ])('%s=%s is refused, naming the variable', (name, value) => {
    expect(() => config({ [name]: value })).toThrow(new RegExp(`Invalid configuration: ${name}`));
  });

  it('takes a path or an http(s) URL for the images (without a trailing slash), and ISO days', () => {
    expect(config({}).IMAGE_BASE_URL).toBe('/_commerce');
    expect(config({ IMAGE_BASE_URL: 'https://cdn.example.com/img/' }).IMAGE_BASE_URL).toBe(
      'https://cdn.example.com/img',
    );
    expect(config({ IMAGE_BASE_URL: '/images' }).IMAGE_BASE_URL).toBe('/images');
    expect(config({ AUTH_ENDPOINT: 'https://auth.example.com/v1' }).AUTH_ENDPOINT).toBe(
      'https://auth.example.com/v1',
    );
    expect(config({ CATALOGUE_TODAY: '2026-11-01T12:00:00Z' }).CATALOGUE_TODAY).toBe(
      '2026-11-01T12:00:00Z',
    );
    // With an offset too, as the backend's clock (Date.parse) has always read it.
    expect(config({ CATALOGUE_TODAY: '2026-11-01T12:00:00+01:00' }).CATALOGUE_TODAY).toBe(
      '2026-11-01T12:00:00+01:00',
    );
    expect(config({ CATALOGUE_TODAY: '2026-11-01' }).BACKEND_INTROSPECTION).toBe(false);
    expect(config({ BACKEND_INTROSPECTION: '1' }).BACKEND_INTROSPECTION).toBe(true);
  });
});
