import { describe, expect, it } from 'vitest';
import { censusBatchUrl, geocoderAddressProblem, geocoderSchema } from './geocoder.js';

describe('the geocoder address', () => {
  it.each([
    [censusBatchUrl],
    ['https://geocoder.example.com/batch'],
    ['https://8.8.8.8/geocoder'],
    ['https://[2607:f8b0:4004:800::200e]/geocoder'],
  ])('%s may be saved (a name is resolved by the server)', (url) => {
    expect(geocoderAddressProblem(url)).toBeNull();
    expect(geocoderSchema.safeParse({ kind: 'census', url }).success).toBe(true);
  });

  it.each([
    // The review's addresses (issue 44).
    ['http://169.254.169.254/latest/meta-data/', /must start with https/],
    ['https://169.254.169.254/latest/meta-data/', /link-local address/],
    ['file:///etc/passwd', /must start with https/],
    ['gopher://geocoder.example.com/', /must start with https/],
    ['ftp://geocoder.example.com/', /must start with https/],
    ['http://geocoder.example.com/batch', /must start with https/],
    ['https://127.0.0.1:5432/', /loopback address/],
    ['https://2130706433/', /loopback address/],
    ['https://0x7f.1/', /loopback address/],
    ['https://localhost/', /localhost \(127\.0\.0\.1\) is a loopback address/],
    ['https://db.localhost./', /loopback address/],
    ['https://10.0.0.5/', /private address/],
    ['https://172.20.1.1/', /private address/],
    ['https://192.168.0.10/', /private address/],
    ['https://100.100.100.200/', /carrier-grade NAT/],
    ['https://0.0.0.0/', /unspecified address/],
    ['https://[::]/', /unspecified address/],
    ['https://[::1]/', /loopback address/],
    ['https://[::ffff:127.0.0.1]/', /loopback address/],
    ['https://[::ffff:a9fe:a9fe]/', /link-local address/],
    ['https://[fd00::1]/', /private address/],
    ['https://[fe80::1]/', /link-local address/],
    ['https://[ff02::1]/', /multicast address/],
    ['https://224.0.0.1/', /multicast address/],
    ['nowhere', /full address/],
  ])('%s is refused (%s)', (url, problem) => {
    expect(geocoderAddressProblem(url)).toMatch(problem);
    const parsed = geocoderSchema.safeParse({ kind: 'census', url });
    expect(parsed.error?.issues[0]?.message).toMatch(problem);
  });
});
