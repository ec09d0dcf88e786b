/** How old a read from the local copy is, in the words the screen uses: the day (today, yesterday, an older date) and the time. */
export interface DataAge {
  /** Which day the data was fetched, as the operator's calendar counts it. */
  readonly day: 'today' | 'yesterday' | 'older';
  /** The fetch time, hh:mm on a 24-hour clock. */
  readonly time: string;
  /** The fetch date, dd/mm (dd/mm/aaaa in another year): the app's one date format in both languages. */
  readonly date: string;
}

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

// Why Intl with an explicit time zone: the operator's clock is the machine's (undefined), and the tests pin one so
// that "today" and "yesterday" do not depend on where they run.
function calendarParts(at: number, timeZone: string | undefined): CalendarParts {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

const two = (value: number): string => String(value).padStart(2, '0');
const dayNumber = (parts: CalendarParts): number => Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000;

/** The age of data fetched at `cachedAt` (ms since the epoch) seen at `now`, in `timeZone` (the machine's when absent). */
export function dataAge(cachedAt: number, now: number, timeZone?: string): DataAge {
  const fetched = calendarParts(cachedAt, timeZone);
  const today = calendarParts(now, timeZone);
  const days = dayNumber(today) - dayNumber(fetched);
  const date =
    fetched.year === today.year
      ? `${two(fetched.day)}/${two(fetched.month)}`
      : `${two(fetched.day)}/${two(fetched.month)}/${fetched.year}`;
  return {
    // A fetch time ahead of the clock (another machine's clock, a clock set back) reads as today, not as a date.
    day: days <= 0 ? 'today' : days === 1 ? 'yesterday' : 'older',
    time: `${two(fetched.hour)}:${two(fetched.minute)}`,
    date,
  };
}

/** How long ago, in the largest whole unit that fits: minutes under 1 h, hours under 2 days, then days. */
export function elapsed(cachedAt: number, now: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now - cachedAt) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
