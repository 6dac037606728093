import { billingPoint, branchCode } from '@rental/domain/invoicing/numbering';
import type { CmsClient } from '../cms/client.ts';

/** The brand's billing point and issuing branch (site settings), or null when not valid. */
export async function billingSettings(
  cms: CmsClient,
  brand: string,
): Promise<{ point: string; branch: string } | null> {
  const [row] = await cms.list<{
    invoice_billing_point: string | null;
    invoice_branch_code: string | null;
  }>('sites_config', {
    filter: { brand: { _eq: brand } },
    fields: ['invoice_billing_point', 'invoice_branch_code'],
    limit: 1,
  });
  const point = billingPoint(row?.invoice_billing_point);
  const branch = branchCode(row?.invoice_branch_code ?? '0000');
  return point && branch ? { point, branch } : null;
}
