import type { Branch } from '@/lib/cms';

/** What the search form and summary need of a branch. */
export interface BranchOption {
  code: string;
  name: string;
  isAirport: boolean;
}

export const branchOptions = (branches: Branch[]): BranchOption[] =>
  branches.map(({ code, name, isAirport }) => ({ code, name, isAirport }));
