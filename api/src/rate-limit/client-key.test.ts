import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keeps IPv4 addresses, and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 clients by their /64', () => {
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8:1:2:3::')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
  });

  it('gives two addresses of one /64 the same key and two /64s different keys', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });
});
