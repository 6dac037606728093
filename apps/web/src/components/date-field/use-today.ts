'use client';

import { useEffect, useState } from 'react';
import { panamaDay } from '@rental/domain/panama-time';

/** Today in Panama (ISO day), known once the page runs in the browser: '' while prerendering, where "now" has no meaning. */
export function useToday(): string {
  const [today, setToday] = useState('');
  useEffect(() => setToday(panamaDay(new Date())), []);
  return today;
}
