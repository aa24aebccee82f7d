import { describe, expect, it } from 'vitest';
import { razorpayCheckoutOptions } from './razorpay-checkout';

describe('razorpayCheckoutOptions', () => {
  const handler = () => undefined;
  const ondismiss = () => undefined;

  it("opens the server's order with the key id only, UPI by app or QR first, and no UPI collect", () => {
    const options = razorpayCheckoutOptions(
      { keyId: 'rzp_test_abc', orderId: 'order_Abc', amount: 531_000, contact: '+919845012345', language: 'en' },
      handler,
      ondismiss,
    );
    expect(options).toMatchObject({
      key: 'rzp_test_abc',
      order_id: 'order_Abc',
      amount: 531_000,
      currency: 'INR',
      prefill: { contact: '+919845012345' },
      method: { upi: true, card: true, netbanking: true, wallet: false },
      handler,
      modal: { ondismiss },
    });
    expect(options.prefill).not.toHaveProperty('name');
    const { display } = options.config;
    expect(display.sequence[0]).toBe('block.upi');
    expect(display.blocks.upi!.instruments).toEqual([{ method: 'upi', flows: ['intent', 'qr'] }]);
    expect(display.hide).toEqual([{ method: 'upi', flows: ['collect'] }]);
    expect(JSON.stringify(options)).not.toMatch(/secret/i);
  });

  it("speaks Kannada in the shop's own words", () => {
    const options = razorpayCheckoutOptions(
      { keyId: 'rzp_test_abc', orderId: 'order_Abc', amount: 100, name: 'Manjunath', language: 'kn' },
      handler,
      ondismiss,
    );
    expect(options.name).toBe('ರೈತ ಯಂತ್ರ');
    expect(options.config.display.blocks.upi!.name).toBe('ನಿಮ್ಮ ಯುಪಿಐ ಆ್ಯಪ್ ತೆರೆಯಿರಿ');
    expect(options.prefill).toEqual({ name: 'Manjunath' });
  });
});
