import { zatcaQrPayload } from './zatca';
import { halalasToSar, invoiceTotals, vatHalalas } from './vat';

describe('zatcaQrPayload', () => {
  it('encodes the published vector byte for byte', () => {
    expect(
      zatcaQrPayload({
        sellerName: 'Bobs Records',
        vatNumber: '310122393500003',
        timestamp: '2022-04-25T15:30:00Z',
        total: '1000.00',
        vat: '150.00',
      }),
    ).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
  });

  it('counts an Arabic seller name in UTF-8 bytes, not letters', () => {
    const bytes = Buffer.from(
      zatcaQrPayload({ sellerName: 'سكينة', vatNumber: '1', timestamp: 't', total: '1', vat: '0' }),
      'base64',
    );
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(10);
    expect(bytes.subarray(2, 12).toString('utf8')).toBe('سكينة');
    expect(bytes[12]).toBe(2);
  });

  it('refuses a field over 255 bytes, which one length byte cannot hold', () => {
    expect(() =>
      zatcaQrPayload({ sellerName: 'ا'.repeat(128), vatNumber: '1', timestamp: 't', total: '1', vat: '0' }),
    ).toThrow(RangeError);
  });
});

describe('VAT in halalas', () => {
  it('is 15 % rounded half up to a whole halala', () => {
    expect(vatHalalas(100_000)).toBe(15_000);
    expect(vatHalalas(10)).toBe(2); // 1.5 → 2
    expect(vatHalalas(9)).toBe(1); // 1.35 → 1
    expect(vatHalalas(3)).toBe(0); // 0.45 → 0
    expect(vatHalalas(19_999)).toBe(3_000); // 2999.85 → 3000
  });

  it('is computed once on the invoice subtotal, not per line', () => {
    // Per line, 0.45 + 0.45 rounds to 0; on the subtotal, 0.9 rounds to 1.
    expect(invoiceTotals([3, 3])).toEqual({ subtotalHalalas: 6, vatHalalas: 1, totalHalalas: 7 });
    expect(invoiceTotals([25_000, 19_999])).toEqual({
      subtotalHalalas: 44_999,
      vatHalalas: 6_750,
      totalHalalas: 51_749,
    });
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => vatHalalas(1.5)).toThrow(RangeError);
    expect(() => vatHalalas(-1)).toThrow(RangeError);
  });

  it('shows halalas as SAR with two decimals', () => {
    expect(halalasToSar(115_000)).toBe('1150.00');
    expect(halalasToSar(51_749)).toBe('517.49');
    expect(halalasToSar(5)).toBe('0.05');
  });
});
