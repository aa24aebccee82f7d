/**
 * A hire job's life, declared once: its states, the steps that move it, where each step may start and who may take
 * it. The server refuses any step this does not allow (under the job's row lock, so two steps at once cannot both
 * pass); the job board offers staff exactly the steps allowed, and the farmer's page offers pay and cancel from the
 * same table.
 *
 *   pending --pay_advance--> booked --assign_crew--> crew_assigned --on_the_way--> on_the_way --working--> working
 *   pending --expire--> expired (the hold ran out unpaid; its crew time goes back)
 *   on_the_way | working --finish--> done --pay_balance | pay_cash | settle--> paid
 *   pending | booked | crew_assigned --cancel--> cancelled (once the crew is on the way nothing is cancelled)
 *
 * A crew may be assigned again while the job is crew_assigned (another operator). Every state but pending, expired
 * and cancelled holds its crew's half days; a pending job holds them until its hold ends.
 */

/** The states a job passes through when all goes well, in order. */
const wellRunLife = ['pending', 'booked', 'crew_assigned', 'on_the_way', 'working', 'done', 'paid'] as const;

export const hireJobStatuses = [...wellRunLife, 'cancelled', 'expired'] as const;
export type HireJobStatus = (typeof hireJobStatuses)[number];

/** Who takes a step: the farmer, the centre's staff, the payment provider's confirmation, or the clock. */
export type HireJobActor = 'farmer' | 'staff' | 'payment' | 'clock';

interface StepRule {
  from: readonly HireJobStatus[];
  to: HireJobStatus;
  by: readonly HireJobActor[];
}

export const hireJobSteps = {
  pay_advance: { from: ['pending'], to: 'booked', by: ['payment'] },
  expire: { from: ['pending'], to: 'expired', by: ['clock'] },
  assign_crew: { from: ['booked', 'crew_assigned'], to: 'crew_assigned', by: ['staff'] },
  on_the_way: { from: ['crew_assigned'], to: 'on_the_way', by: ['staff'] },
  working: { from: ['on_the_way'], to: 'working', by: ['staff'] },
  finish: { from: ['on_the_way', 'working'], to: 'done', by: ['staff'] },
  /** The advance covered the whole bill: nothing is left to collect. */
  settle: { from: ['done'], to: 'paid', by: ['payment'] },
  pay_balance: { from: ['done'], to: 'paid', by: ['payment'] },
  pay_cash: { from: ['done'], to: 'paid', by: ['staff'] },
  cancel: { from: ['pending', 'booked', 'crew_assigned'], to: 'cancelled', by: ['farmer', 'staff'] },
} as const satisfies Record<string, StepRule>;
export type HireJobStep = keyof typeof hireJobSteps;

const stepNames = Object.keys(hireJobSteps) as HireJobStep[];

/** Whether `actor` may take `step` on a job that is `status`. */
export function canTakeStep(status: HireJobStatus, step: HireJobStep, actor: HireJobActor): boolean {
  const rule: StepRule = hireJobSteps[step];
  return rule.from.includes(status) && rule.by.includes(actor);
}

/** The state a step leads to, or null when the step is not allowed from `status` for `actor`. */
export function afterStep(status: HireJobStatus, step: HireJobStep, actor: HireJobActor): HireJobStatus | null {
  return canTakeStep(status, step, actor) ? hireJobSteps[step].to : null;
}

/** The steps `actor` may take now, in the order of the job's life: what a page offers. */
export function stepsOpenTo(status: HireJobStatus, actor: HireJobActor): HireJobStep[] {
  return stepNames.filter((step) => canTakeStep(status, step, actor));
}

/** A job in these states holds crew time; cancelling it gives the time back. */
export function isCancellable(status: HireJobStatus): boolean {
  return (hireJobSteps.cancel.from as readonly HireJobStatus[]).includes(status);
}

/** The states a job passes through when all goes well: the farmer's progress line. */
export const hireJobProgress: readonly HireJobStatus[] = wellRunLife;

/** A job that ended, well or not: no step is open to anyone but rating a finished one. */
export function isFinal(status: HireJobStatus): boolean {
  return stepNames.every((step) => !(hireJobSteps[step].from as readonly HireJobStatus[]).includes(status));
}
