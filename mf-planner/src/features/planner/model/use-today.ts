import { useEffect, useState } from 'react';
import { browserToday, type CalendarDate } from '@app/shared/planner/calendar';

const CHECK_EVERY_MS = 60_000;

/** Today in the browser's time zone, moving on at midnight while the page stays open. */
export function useToday(): CalendarDate {
  const [today, setToday] = useState(() => browserToday());
  useEffect(() => {
    const timer = setInterval(() => setToday(browserToday()), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
