import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  soil: 'border-soil-200 bg-soil-50 text-soil-900',
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
} as const;

interface NoticeProps {
  /** 'status' for news the page just learnt (read out when it appears), 'note' for a standing remark. */
  role: 'status' | 'note';
  tone: keyof typeof TONES;
  icon: LucideIcon;
  /** The sentence(s) beside the icon. */
  children: ReactNode;
  /** Under the sentence, in the same box: a button or a link to act on it. */
  after?: ReactNode;
}

/** A boxed remark in a form or a payment step: an icon, what the farmer should know, and what to do about it. */
export function Notice({ role, tone, icon: Icon, children, after }: NoticeProps) {
  return (
    <div role={role} className={`flex flex-col gap-2 rounded-xl border px-4 py-3 text-sm ${TONES[tone]}`}>
      <p className="flex items-start gap-2">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{children}</span>
      </p>
      {after}
    </div>
  );
}
