import { createContext, useContext, useEffect, useState } from 'react';
import { browserToday, type CalendarDate } from '@app/shared/planner/calendar';

const CHECK_EVERY_MS = 60_000;

/**
 * The day a page drawn on the server is drawn for (her day in her time zone, which the server's
 * clock does not share); the browser has none and reads its own.
 */
export const DrawnForDay = createContext<CalendarDate | null>(null);

/** Today in the browser's time zone, moving on at midnight while the page stays open. */
export function useToday(): CalendarDate {
  const drawnFor = useContext(DrawnForDay);
  const [today, setToday] = useState(() => drawnFor ?? browserToday());
  useEffect(() => {
    const timer = setInterval(() => setToday(browserToday()), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
