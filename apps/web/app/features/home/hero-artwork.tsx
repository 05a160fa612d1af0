/** A drawn still life (serum dropper, cream jar, tube) for the hero when no product has images. */
export function HeroArtwork() {
  return (
    <svg viewBox="0 0 400 480" role="img" aria-label="Korean skincare bottles" className="size-full">
      <rect width="400" height="480" fill="#fdf2f4" />
      <circle cx="200" cy="230" r="150" fill="#fbe4e9" />
      <ellipse cx="200" cy="410" rx="160" ry="22" fill="#f6c9d3" opacity=".6" />
      {/* serum with dropper */}
      <rect x="170" y="150" width="60" height="30" rx="8" fill="#2b1d22" />
      <rect x="188" y="110" width="24" height="44" rx="12" fill="#c23f63" />
      <rect x="150" y="178" width="100" height="230" rx="28" fill="#fff" stroke="#eaded9" strokeWidth="3" />
      <rect x="150" y="300" width="100" height="108" rx="28" fill="#f6c9d3" opacity=".55" />
      <rect x="176" y="220" width="48" height="6" rx="3" fill="#ee9fb2" />
      <rect x="184" y="236" width="32" height="4" rx="2" fill="#eaded9" />
      {/* cream jar */}
      <rect x="58" y="318" width="104" height="26" rx="10" fill="#c9a46a" />
      <rect x="62" y="340" width="96" height="70" rx="20" fill="#fde9dc" stroke="#eaded9" strokeWidth="3" />
      {/* tube */}
      <path
        d="M272 250h66l-8 158h-50Z"
        fill="#eee8f7"
        stroke="#eaded9"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="280" y="232" width="50" height="22" rx="6" fill="#6b8f71" />
      <path d="M96 120l6 14 14 6-14 6-6 14-6-14-14-6 14-6Z" fill="#c9a46a" />
      <path d="M318 150l4 9 9 4-9 4-4 9-4-9-9-4 9-4Z" fill="#ee9fb2" />
    </svg>
  );
}
