import { openingHoursSpecification } from '@rental/domain/hours';
import { JsonLd } from '@/components/json-ld';
import type { Branch } from '@/lib/cms';

/** schema.org AutoRental entries for the branches, in one JSON-LD block. */
function branchesStructuredData(branches: Branch[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': branches.map((branch) => ({
      '@type': 'AutoRental',
      name: branch.name,
      branchCode: branch.code || undefined,
      telephone: branch.phone ?? undefined,
      address: { '@type': 'PostalAddress', streetAddress: branch.address, addressCountry: 'PA' },
      geo:
        branch.latitude !== null && branch.longitude !== null
          ? { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude }
          : undefined,
      openingHoursSpecification: openingHoursSpecification(branch.hours),
    })),
  };
}

export function BranchesJsonLd({ branches }: { branches: Branch[] }) {
  return <JsonLd data={branchesStructuredData(branches)} />;
}
