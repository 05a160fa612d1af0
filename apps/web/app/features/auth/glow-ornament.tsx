const OUTER_PETAL = 'M200 200C168 160 160 92 200 52C240 92 232 160 200 200Z';
const INNER_PETAL = 'M200 200C180 176 176 132 200 106C224 132 220 176 200 200Z';
const SPARKLE = 'M0-12C1.6-3.2 3.2-1.6 12 0 3.2 1.6 1.6 3.2 0 12-1.6 3.2-3.2 1.6-12 0-3.2-1.6-1.6-3.2 0-12Z';
const SPARKLES: Array<[x: number, y: number, scale: number]> = [
  [58, 92, 1],
  [344, 70, 0.7],
  [362, 300, 1.1],
  [40, 318, 0.6],
  [300, 372, 0.5],
];

/**
 * A drawn camellia in rings: the brand's ornament for the sign-in panel. No text inside, so it
 * renders the same without any particular font installed (docs/architecture.md#stack).
 */
export function GlowOrnament({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="sg-petal-outer" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="var(--color-blush-200)" />
          <stop offset="1" stopColor="var(--color-cream, #fffaf6)" />
        </linearGradient>
        <linearGradient id="sg-petal-inner" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="var(--color-blush-400, #e57a96)" />
          <stop offset="1" stopColor="var(--color-blush-100)" />
        </linearGradient>
        <radialGradient id="sg-heart">
          <stop offset="0" stopColor="var(--color-cream, #fffaf6)" />
          <stop offset="1" stopColor="var(--color-gold-100, #f6ecdb)" />
        </radialGradient>
      </defs>

      <g fill="none" strokeWidth="1">
        <circle
          cx="200"
          cy="200"
          r="188"
          stroke="var(--color-blush-300)"
          strokeOpacity=".45"
          strokeDasharray="2 7"
        />
        <circle cx="200" cy="200" r="168" stroke="var(--color-gold-500)" strokeOpacity=".5" />
        <circle cx="200" cy="200" r="160" stroke="var(--color-blush-300)" strokeOpacity=".35" />
      </g>

      <g stroke="var(--color-blush-300)" strokeWidth="1.2" strokeLinejoin="round">
        {Array.from({ length: 8 }, (_, i) => (
          <path key={i} d={OUTER_PETAL} fill="url(#sg-petal-outer)" transform={`rotate(${i * 45} 200 200)`} />
        ))}
      </g>
      <g stroke="var(--color-blush-400, #e57a96)" strokeOpacity=".6" strokeWidth="1" strokeLinejoin="round">
        {Array.from({ length: 8 }, (_, i) => (
          <path
            key={i}
            d={INNER_PETAL}
            fill="url(#sg-petal-inner)"
            fillOpacity=".85"
            transform={`rotate(${22.5 + i * 45} 200 200)`}
          />
        ))}
      </g>

      <circle
        cx="200"
        cy="200"
        r="24"
        fill="url(#sg-heart)"
        stroke="var(--color-gold-500)"
        strokeWidth="1.2"
      />
      <g fill="var(--color-gold-500)">
        {Array.from({ length: 12 }, (_, i) => {
          const angle = (i * Math.PI) / 6;
          return (
            <circle
              key={i}
              cx={(200 + Math.cos(angle) * 13).toFixed(2)}
              cy={(200 + Math.sin(angle) * 13).toFixed(2)}
              r="2.2"
            />
          );
        })}
      </g>

      <g fill="var(--color-gold-500)">
        {SPARKLES.map(([x, y, scale]) => (
          <path key={`${x}-${y}`} d={SPARKLE} transform={`translate(${x} ${y}) scale(${scale})`} />
        ))}
      </g>
    </svg>
  );
}
