import { checkRate } from '../../../shared/rate-bands.js';
import { maskedMobile } from '../../../shared/phone.js';
import type {
  ProviderCentreInput,
  ProviderRegisterInput,
  ProviderServiceInput,
  providerCentreInput,
  providerRegisterInput,
  providerServiceInput,
} from '../../../shared/schemas/providers.js';
import type { z } from 'zod';
import type { SessionUser } from '../../deps.js';
import { refuse } from '../../errors.js';
import type { StaffStep } from '../hiring/hire-job-life.service.js';
import type { HiringDeps } from '../hiring/hire-deps.js';
import { rating } from '../hiring/hire-views.js';
import { hiringRepository } from '../hiring/hiring.repository.js';
import { hiringService } from '../hiring/hiring.service.js';
import { peopleRepository } from '../auth/people.repository.js';
import { providersRepository, type ProviderRow } from './providers.repository.js';

/**
 * Providers: owners who list their own machines and services and take jobs (issue 25, item 1).
 *
 * - An account registers once (name, village, district, mobile, the bank account or UPI ID for payouts) and waits,
 *   pending, for the shop's owner, who checks it, approves it with a commission (basis points) or suspends it.
 *   Approval gives a customer account the 'provider' role and lists the provider's centres; suspension unlists them
 *   and gives the role back.
 * - An approved provider manages only their own centres, services, jobs and ratings: `approved(deps, user)` finds the
 *   provider from the session's user, never from an id the browser sent, and every read and check of theirs goes
 *   through providersRepository's queries filtered by that provider's id.
 * - A rate outside the district's usual band (shared/rate-bands.ts) is not applied: it waits as a rate request for
 *   the owner; a new service priced outside the band stays unlisted until its rate is approved.
 */
type Deps = HiringDeps;
type RegisterValues = z.output<typeof providerRegisterInput>;
type CentreValues = z.output<typeof providerCentreInput>;
type ServiceValues = z.output<typeof providerServiceInput>;
export type { ProviderCentreInput, ProviderRegisterInput, ProviderServiceInput };

/** "••••6789": all a page shows of a bank account number. */
export function maskedAccountNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`;
}

/** "ra••••@okaxis": the first two letters of the handle and the bank. */
export function maskedUpiId(upiId: string): string {
  const at = upiId.lastIndexOf('@');
  return `${upiId.slice(0, Math.min(2, at))}••••${upiId.slice(at)}`;
}

/** What a provider, and the shop's owner, see of a provider: the payout way masked, never the full number. */
export function providerView(p: ProviderRow) {
  const payout =
    p.payoutMethod === 'bank'
      ? { method: 'bank' as const, ifsc: p.bankIfsc!, account: maskedAccountNumber(p.bankAccountNumber!) }
      : { method: 'upi' as const, upiId: maskedUpiId(p.upiId!) };
  return {
    id: p.id,
    name: p.name,
    village: p.village,
    district: p.district,
    phone: maskedMobile(p.phone),
    status: p.status,
    commissionPercentBp: p.commissionPercentBp,
    payout,
    verifiedAt: p.verifiedAt,
    createdAt: p.createdAt,
  };
}
export type ProviderView = ReturnType<typeof providerView>;

function payoutColumns(payout: RegisterValues['payout']) {
  return payout.method === 'bank'
    ? { payoutMethod: 'bank' as const, bankIfsc: payout.ifsc, bankAccountNumber: payout.accountNumber, upiId: null }
    : { payoutMethod: 'upi' as const, bankIfsc: null, bankAccountNumber: null, upiId: payout.upiId };
}

function notYours(what: string): never {
  // The same answer as for a row that does not exist: another provider's ids tell nothing.
  return refuse('NOT_FOUND', {}, `${what} not found`);
}

export const providersService = {
  /**
   * Registers the signed-in account as a provider, pending until the shop's owner checks it. Registering again while
   * pending replaces the details (a corrected account number); once decided, only the shop changes them.
   */
  async register(deps: Deps, user: SessionUser, input: RegisterValues): Promise<ProviderView> {
    const now = deps.clock.now();
    const values = {
      name: input.name,
      village: input.village,
      district: input.district,
      phone: input.phone,
      ...payoutColumns(input.payout),
    };
    return deps.db.transaction().execute(async (trx) => {
      let existing = await providersRepository.lockByUser(trx, user.id);
      if (!existing) {
        const id = await providersRepository.insert(trx, {
          userId: user.id,
          ...values,
          createdAt: now,
          updatedAt: now,
        });
        if (id === undefined) existing = await providersRepository.lockByUser(trx, user.id);
        else return providerView((await providersRepository.byId(trx, id))!);
      }
      if (existing!.status !== 'pending')
        refuse('FORBIDDEN', {}, 'Your details are checked: ask the shop to change them');
      await providersRepository.update(trx, existing!.id, { ...values, updatedAt: now });
      return providerView((await providersRepository.byId(trx, existing!.id))!);
    });
  },

  /** The signed-in account's provider record, or null when it has not registered. */
  async mine(deps: Deps, user: SessionUser): Promise<ProviderView | null> {
    const row = await providersRepository.byUser(deps.db, user.id);
    return row ? providerView(row) : null;
  },

  /** The approved provider of the session's account, or FORBIDDEN: the one gate of every provider procedure. */
  async approved(deps: Pick<Deps, 'db'>, user: SessionUser): Promise<ProviderRow> {
    const row = await providersRepository.byUser(deps.db, user.id);
    if (!row || row.status !== 'approved' || user.role !== 'provider') {
      refuse('FORBIDDEN', {}, 'This page is for approved providers only');
    }
    return row;
  },

  // --- The provider's own machines, services, jobs and ratings.

  async centres(deps: Deps, provider: ProviderRow) {
    const rows = await providersRepository.centresOf(deps.db, provider.id);
    return rows.map(({ ratingCount, ratingSum, ...c }) => ({ ...c, rating: rating(ratingCount, ratingSum) }));
  },

  /** Adds or changes one of the provider's centres; its phone is the provider's, and it is listed while approved. */
  async saveCentre(deps: Deps, provider: ProviderRow, input: CentreValues): Promise<{ id: number }> {
    const { id, ...values } = input;
    if (id === undefined) {
      return hiringRepository.insertCentre(deps.db, {
        ...values,
        phone: provider.phone,
        providerId: provider.id,
        isActive: provider.status === 'approved',
      });
    }
    if (!(await providersRepository.centreOf(deps.db, provider.id, id))) notYours('Centre');
    return (await hiringRepository.updateCentre(deps.db, id, values)) ?? notYours('Centre');
  },

  async services(deps: Deps, provider: ProviderRow) {
    const [rows, open] = await Promise.all([
      providersRepository.servicesOf(deps.db, provider.id),
      providersRepository.openRequestsOf(deps.db, provider.id),
    ]);
    const pending = new Map(open.map((r) => [r.serviceId, r]));
    return rows.map(({ ratingCount, ratingSum, ...s }) => {
      const request = pending.get(s.id);
      return {
        ...s,
        rating: rating(ratingCount, ratingSum),
        pendingRate: request
          ? { rate: request.rate, unit: request.unit, band: { low: request.bandLow, high: request.bandHigh } }
          : null,
      };
    });
  },

  /**
   * Adds or changes one of the provider's services on one of their centres. A rate inside the district's band
   * applies at once; outside it, the rates wait for the shop's owner (the service keeps its current rates, and a new
   * service stays unlisted), and the answer says so.
   */
  async saveService(deps: Deps, provider: ProviderRow, input: ServiceValues) {
    const { id, ...values } = input;
    const now = deps.clock.now();
    const centre = (await providersRepository.centreOf(deps.db, provider.id, values.centreId)) ?? notYours('Centre');
    const current = id === undefined ? null : await providersRepository.serviceOf(deps.db, provider.id, id);
    if (id !== undefined && !current) notYours('Service');
    const check = checkRate({ district: centre.district, ...values });
    const rates = {
      unit: values.unit,
      rate: values.rate,
      minimumCharge: values.minimumCharge,
      travelPerKm: values.travelPerKm,
      freeKm: values.freeKm,
      acresPerHourMilli: values.acresPerHourMilli,
    };
    return deps.db.transaction().execute(async (trx) => {
      let serviceId: number;
      // A service created outside the band whose rate was never allowed stays unlisted until a rate is.
      let firstListing = !current;
      if (current) {
        serviceId = current.id;
        firstListing = await providersRepository.awaitsFirstListing(trx, serviceId);
        const keep = check.within
          ? rates
          : {
              unit: current.unit,
              rate: current.rate,
              minimumCharge: current.minimumCharge,
              travelPerKm: current.travelPerKm,
              freeKm: current.freeKm,
              acresPerHourMilli: current.acresPerHourMilli,
            };
        const listed = check.within || !firstListing ? {} : { isActive: false };
        await hiringRepository.updateService(trx, serviceId, { ...values, ...keep, ...listed });
        await providersRepository.withdrawOpen(trx, serviceId, now);
      } else {
        const created = await hiringRepository.insertService(trx, {
          ...values,
          machineEquipmentId: null,
          implementEquipmentId: null,
          isActive: check.within ? values.isActive : false,
        });
        serviceId = created.id;
      }
      if (check.within) return { id: serviceId, rate: 'listed' as const, band: check.band };
      await providersRepository.addRequest(trx, {
        providerId: provider.id,
        serviceId,
        ...rates,
        bandLow: check.band.low,
        bandHigh: check.band.high,
        activates: firstListing && values.isActive,
      });
      return { id: serviceId, rate: 'waiting' as const, band: check.band };
    });
  },

  /** Jobs booked on the provider's centres between two days (the calendar), with the farmer's contact for the work. */
  async jobs(deps: Deps, provider: ProviderRow, from: string, to: string) {
    return providersRepository.jobsOf(deps.db, provider.id, from, to, 1000);
  },

  /** The provider's crew moves one of the provider's own jobs along its life (the same steps as the shop's staff). */
  async advanceJob(deps: Deps, provider: ProviderRow, jobId: string, step: StaffStep) {
    if (!(await providersRepository.jobOf(deps.db, provider.id, jobId))) notYours('Job');
    return hiringService.advance(deps, jobId, step);
  },

  async ratings(deps: Deps, provider: ProviderRow) {
    return providersRepository.ratingsOf(deps.db, provider.id, 50);
  },

  // --- The shop's owner.

  async list(deps: Deps) {
    const rows = await providersRepository.list(deps.db, 500);
    return rows.map((r) => ({ ...providerView(r), centres: r.centres }));
  },

  /**
   * The owner checked the provider (name, village, payout account) and approves them with a commission: the account
   * becomes a provider's and their centres are listed. Approving again changes the commission only.
   */
  async approve(deps: Deps, owner: SessionUser, providerId: number, commissionPercentBp: number) {
    const now = deps.clock.now();
    return deps.db.transaction().execute(async (trx) => {
      const provider = (await providersRepository.lockById(trx, providerId)) ?? notYours('Provider');
      const account = await peopleRepository.lockRole(trx, provider.userId);
      if (account?.role === 'customer') await peopleRepository.setRole(trx, provider.userId, 'provider');
      await providersRepository.update(trx, provider.id, {
        status: 'approved',
        commissionPercentBp,
        verifiedAt: provider.status === 'approved' ? provider.verifiedAt : now,
        decidedBy: owner.id,
        updatedAt: now,
      });
      if (provider.status !== 'approved') await setListed(trx, provider.id, true);
      return providerView((await providersRepository.byId(trx, provider.id))!);
    });
  },

  /** Unlists the provider's centres and takes the provider's role back; jobs already booked stay as they are. */
  async suspend(deps: Deps, owner: SessionUser, providerId: number) {
    const now = deps.clock.now();
    return deps.db.transaction().execute(async (trx) => {
      const provider = (await providersRepository.lockById(trx, providerId)) ?? notYours('Provider');
      if (provider.status === 'pending') refuse('FORBIDDEN', {}, 'A provider not yet approved cannot be suspended');
      const account = await peopleRepository.lockRole(trx, provider.userId);
      if (account?.role === 'provider') await peopleRepository.setRole(trx, provider.userId, 'customer');
      await providersRepository.update(trx, provider.id, { status: 'suspended', decidedBy: owner.id, updatedAt: now });
      await setListed(trx, provider.id, false);
      return providerView((await providersRepository.byId(trx, provider.id))!);
    });
  },

  async rateRequests(deps: Deps) {
    return providersRepository.pendingRequests(deps.db, 200);
  },

  /** The owner approves a rate outside the band (it applies, and lists a new service) or declines it. */
  async decideRate(deps: Deps, owner: SessionUser, requestId: number, approve: boolean) {
    const now = deps.clock.now();
    return deps.db.transaction().execute(async (trx) => {
      const request = await providersRepository.lockRequest(trx, requestId);
      if (!request || request.status !== 'pending') notYours('Rate request');
      if (approve) {
        const { unit, rate, minimumCharge, travelPerKm, freeKm, acresPerHourMilli } = request;
        const rates = { unit, rate, minimumCharge, travelPerKm, freeKm, acresPerHourMilli };
        await hiringRepository.updateService(trx, request.serviceId, {
          ...rates,
          ...(request.activates ? { isActive: true } : {}),
        });
      }
      await providersRepository.decideRequest(trx, request.id, approve ? 'approved' : 'declined', owner.id, now);
      return { id: request.id, status: approve ? ('approved' as const) : ('declined' as const) };
    });
  },
};

/** Lists or unlists every centre of the provider (through hiring, which owns the centres). */
async function setListed(db: Deps['db'], providerId: number, listed: boolean): Promise<void> {
  for (const centre of await providersRepository.centresOf(db, providerId)) {
    await hiringRepository.updateCentre(db, centre.id, { isActive: listed });
  }
}
