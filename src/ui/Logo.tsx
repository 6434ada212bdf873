/** The PetCare paw mark; the same drawing as static/favicon.svg. Decorative next to the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#0f766e" />
      <g fill="#fdebd8">
        <ellipse cx="9.5" cy="13" rx="2.4" ry="3" />
        <ellipse cx="14" cy="9" rx="2.4" ry="3" />
        <ellipse cx="18" cy="9" rx="2.4" ry="3" />
        <ellipse cx="22.5" cy="13" rx="2.4" ry="3" />
        <path d="M16 14.5c-3.6 0-6.5 4.3-6.5 7 0 2 1.6 3 3.4 3 1.3 0 2-.6 3.1-.6s1.8.6 3.1.6c1.8 0 3.4-1 3.4-3 0-2.7-2.9-7-6.5-7z" />
      </g>
    </svg>
  );
}
