'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import {
  FILTER_KEYS,
  fleetFacets,
  fleetFilterQuery,
  parseFleetFilter,
  type FleetFilter,
} from '@rental/domain/fleet-filter';
import { replaceLocationSearch } from '../use-location-search.ts';
import type { FleetLabels } from './fleet-labels.ts';

type Facets = ReturnType<typeof fleetFacets>;
const NO_FILTER = parseFleetFilter(new URLSearchParams());

/** The form's choices as a query; only those that differ from what the page was rendered with when `changedOnly`. */
function formQuery(form: HTMLFormElement, changedOnly = false): URLSearchParams {
  const query = new URLSearchParams();
  for (const select of form.querySelectorAll('select')) {
    const rendered = [...select.options].find((o) => o.defaultSelected)?.value ?? '';
    if (select.value && (!changedOnly || select.value !== rendered))
      query.set(select.name, select.value);
  }
  return query;
}

/**
 * The fleet's filters and sort. The choices live in the address (a filtered list can be shared);
 * the selects are the browser's own, so one chosen before the page hydrated is still there and
 * is put in the address when it does.
 */
export function FleetFilters({
  filter,
  facets,
  labels,
}: {
  filter: FleetFilter;
  facets: Facets;
  labels: FleetLabels;
}) {
  const t = useTranslations('fleet');
  const form = useRef<HTMLFormElement>(null);
  const put = (query: URLSearchParams) => {
    const current = new URLSearchParams(window.location.search);
    const chosen = parseFleetFilter(query);
    const kept = parseFleetFilter(current);
    const merged = Object.fromEntries(
      FILTER_KEYS.map((key) => [key, query.has(key) ? chosen[key] : kept[key]]),
    ) as unknown as FleetFilter;
    replaceLocationSearch(fleetFilterQuery(merged, current));
  };
  const choose = () => form.current && put(withEveryKey(formQuery(form.current)));

  useLayoutEffect(() => {
    const early = form.current && formQuery(form.current, true);
    if (early?.size) put(early);
  }, []);
  // The selects show the address's filter: a shared link, back and forward, clearing.
  const shown = fleetFilterQuery(filter, new URLSearchParams());
  useEffect(() => {
    const selects = form.current?.querySelectorAll('select') ?? [];
    const wanted = parseFleetFilter(new URLSearchParams(shown));
    for (const select of selects)
      select.value = String(wanted[select.name as keyof FleetFilter] ?? '');
  }, [shown]);

  const select = (name: keyof FleetFilter, options: [string, string][], any = true) => (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
      {t(`filters.${name}`)}
      <select
        name={name}
        defaultValue={String(NO_FILTER[name] ?? '')}
        onChange={choose}
        className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-slate-900"
      >
        {any && <option value="">{t('filters.any')}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  /** Each value in the visitor's language where there is a translation. */
  const words = (values: string[], group: 'types' | 'specs.transmission' | 'specs.gas') =>
    values.map((v): [string, string] => [v, t.has(`${group}.${v}`) ? t(`${group}.${v}`) : v]);

  return (
    <form
      ref={form}
      role="search"
      aria-label={t('filters.legend')}
      className="mb-6 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={(e) => e.preventDefault()}
    >
      {select('type', words(facets.types, 'types'))}
      {select('transmission', words(facets.transmissions, 'specs.transmission'))}
      {select('gas', words(facets.gases, 'specs.gas'))}
      {select(
        'passengers',
        facets.passengers.map((n) => [String(n), labels.passengersMin[String(n)] ?? String(n)]),
      )}
      {select(
        'sort',
        [
          ['price-asc', t('filters.sortPriceAsc')],
          ['price-desc', t('filters.sortPriceDesc')],
        ],
        false,
      )}
      <div className="col-span-2 flex items-end sm:col-span-1">
        <button
          type="button"
          onClick={() => put(withEveryKey(new URLSearchParams()))}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}

/** A query that names every filter key, so those left empty clear the address's. */
function withEveryKey(query: URLSearchParams): URLSearchParams {
  for (const key of FILTER_KEYS) if (!query.has(key)) query.set(key, '');
  return query;
}
