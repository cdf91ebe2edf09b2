import './logo.css';
export const BRAND_NAME = 'Kindred';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? 'logo logo--compact' : 'logo'} aria-label={BRAND_NAME}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path
          d="M11 8.5v15M21 8.5l-7.5 7.5L21 23.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && <span className="logo__word">{BRAND_NAME}</span>}
    </span>
  );
}
