import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENT_COMMISSION_BPS, bpsAsPercent, splitJob } from './ledger-split.js';

describe('splitJob', () => {
  it('splits ₹5,500 at 10 % with an agent into share, commission and agent commission', () => {
    expect(splitJob({ gross: 550_000, commissionBps: 1000, agent: true })).toEqual({
      gross: 550_000,
      providerShare: 495_000,
      platformCommission: 44_000,
      agentCommission: 11_000,
    });
  });

  it('rounds the commission half-up to the paisa and gives the rest to the provider', () => {
    expect(splitJob({ gross: 1005, commissionBps: 1250, agent: false })).toEqual({
      gross: 1005,
      providerShare: 879,
      platformCommission: 126,
      agentCommission: 0,
    });
  });

  it("gives the shop's own centre the whole gross, less the agent's commission", () => {
    const split = splitJob({ gross: 10_000, commissionBps: null, agent: true });
    expect(split).toEqual({ gross: 10_000, providerShare: 0, platformCommission: 9800, agentCommission: 200 });
  });

  it("never pays an agent more than the platform's commission", () => {
    const split = splitJob({ gross: 10_000, commissionBps: 100, agent: true, agentBps: AGENT_COMMISSION_BPS });
    expect(split).toEqual({ gross: 10_000, providerShare: 9900, platformCommission: 0, agentCommission: 100 });
  });

  it('refuses rates outside 0..100 % and amounts that are not paise', () => {
    expect(() => splitJob({ gross: 100, commissionBps: 10_001, agent: false })).toThrow(RangeError);
    expect(() => splitJob({ gross: 10.5, commissionBps: 1000, agent: false })).toThrow(RangeError);
    expect(() => splitJob({ gross: -1, commissionBps: 1000, agent: false })).toThrow(RangeError);
  });

  it('always adds up exactly, with no part negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.option(fc.integer({ min: 0, max: 10_000 })),
        fc.boolean(),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, commissionBps, agent, agentBps) => {
          const s = splitJob({ gross, commissionBps, agent, agentBps });
          expect(s.providerShare + s.platformCommission + s.agentCommission).toBe(gross);
          expect(Math.min(s.providerShare, s.platformCommission, s.agentCommission)).toBeGreaterThanOrEqual(0);
          if (!agent) expect(s.agentCommission).toBe(0);
        },
      ),
    );
  });

  it('shows a rate as a percentage', () => {
    expect([bpsAsPercent(1000), bpsAsPercent(1250), bpsAsPercent(75)]).toEqual(['10', '12.5', '0.75']);
  });
});
