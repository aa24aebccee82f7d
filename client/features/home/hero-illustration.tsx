/** Decorative scene for the home hero: sun over ploughed fields and a tractor. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f7ead3" />
          <stop offset="1" stopColor="#eed3a4" />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect width="480" height="360" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect width="480" height="360" fill="url(#hero-sky)" />
        <circle cx="360" cy="96" r="46" fill="#e3b56c" />
        <circle cx="360" cy="96" r="30" fill="#d99a3e" />
        <path d="M0 190 C90 150 170 170 250 186 C330 202 410 170 480 158 V360 H0 Z" fill="#84c08f" />
        <path d="M0 232 C110 200 210 214 300 230 C380 244 430 226 480 214 V360 H0 Z" fill="#3b8a4a" />
        <path d="M0 282 C120 258 260 262 480 276 V360 H0 Z" fill="#8a4e17" />
        <g stroke="#6f3f15" strokeWidth="4" strokeLinecap="round" opacity="0.7">
          <path d="M20 312 C140 296 300 298 460 306" fill="none" />
          <path d="M10 334 C150 318 310 320 470 330" fill="none" />
          <path d="M30 352 C170 342 320 344 470 352" fill="none" />
        </g>
        <g stroke="#1f5f2e" strokeWidth="3" strokeLinecap="round">
          <path d="M40 232 v-16 M40 224 l-7 -6 M40 222 l7 -7" />
          <path d="M78 226 v-16 M78 218 l-7 -6 M78 216 l7 -7" />
          <path d="M116 222 v-16 M116 214 l-7 -6 M116 212 l7 -7" />
          <path d="M410 228 v-16 M410 220 l-7 -6 M410 218 l7 -7" />
          <path d="M446 222 v-16 M446 214 l-7 -6 M446 212 l7 -7" />
        </g>
        <g transform="translate(168 206)">
          <rect x="10" y="34" width="96" height="34" rx="8" fill="#1f5f2e" />
          <path d="M58 34 V6 a6 6 0 0 1 6 -6 h34 a6 6 0 0 1 6 6 v28 Z" fill="#2a7039" />
          <rect x="68" y="8" width="28" height="22" rx="3" fill="#d9ecdc" />
          <rect x="22" y="16" width="8" height="20" rx="2" fill="#123b1d" />
          <circle cx="86" cy="76" r="26" fill="#1d1b16" />
          <circle cx="86" cy="76" r="11" fill="#e3b56c" />
          <circle cx="28" cy="84" r="16" fill="#1d1b16" />
          <circle cx="28" cy="84" r="7" fill="#e3b56c" />
        </g>
      </g>
    </svg>
  );
}
