/** SPEC section 9: durations shown as mm:ss ("00:45", "01:30", "12:05"; an hour or more as "75:00"). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** SPEC section 9: minutes as "{n} MIN". */
export function formatMinutes(minutes: number): string {
  return `${Math.round(minutes)} MIN`;
}
