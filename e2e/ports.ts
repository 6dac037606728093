/** Ports of the e2e stack, away from the ones `npm start` uses (3000, 8055). */
export const E2E_PORTS = { cms: 8072, firefly: 3101, tucan: 3102, cmsDown: 3103, ready: 3109, paypal: 8074 } as const;
