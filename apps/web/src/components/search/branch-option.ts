/** What the search form and summary need of a branch. */
export interface BranchOption {
  code: string;
  name: string;
  isAirport: boolean;
}
