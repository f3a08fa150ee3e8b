import { useState } from 'react';

/** A period of ISO dates (yyyy-mm-dd), both days included. */
interface IsoPeriod {
  from: string;
  to: string;
}

/**
 * The props a range DatePickerInput needs to change a period only once both days are picked: a range
 * being picked has only its first day, shown until the second comes or the calendar closes. `picking`
 * is that half-picked range (null when none), e.g. to limit the second day.
 */
export function useRangePicking(period: IsoPeriod, onChange: (period: IsoPeriod) => void) {
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);
  return {
    picking,
    rangeProps: {
      value: picking ?? ([period.from, period.to] as [string, string]),
      onChange: ([from, to]: [string | null, string | null]) => {
        if (from && to) {
          setPicking(null);
          onChange({ from, to });
        } else setPicking([from, to]);
      },
      onDropdownClose: () => setPicking(null),
    },
  };
}
