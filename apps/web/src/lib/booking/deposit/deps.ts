import 'server-only';
import { readServerConfig } from '../../config/server.ts';
import { refundGateways } from '../../gateways/options.ts';
import { serverDeps } from '../deps.ts';
import type { DepositDeps } from './holds.ts';

/** Deposits are held at the bank whatever the brand's payment gateway (PayPal holds no deposit). */
export function depositDeps(): DepositDeps {
  return { ...serverDeps(), bank: refundGateways(readServerConfig()).card, log: console.error };
}
