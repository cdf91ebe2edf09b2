export const BRAND_NAME = 'Kindred';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? 'logo logo--compact' : 'logo'} aria-label={BRAND_NAME}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path d="M10 20c2.5 2 9.5 2 12-1.5S18 12.5 16 12s-5-1-4-3.5S19 6 21 8" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      {!compact && <span className="logo__word">{BRAND_NAME}</span>}
    </span>
  );
}
