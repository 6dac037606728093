/** The closed lists the model offers staff as choices. */
export const ACRISS_CLASSES = ['MCMR', 'ECMR', 'ECAR', 'CCAR', 'CDAR', 'ICAR', 'SCAR', 'FCAR', 'IFAR', 'SFAR', 'FFAR', 'PFAR', 'SVAR', 'FVAR', 'PPAR', 'FPBR'] as const;
export const CAR_STATUSES = ['available', 'low_availability', 'unavailable'] as const;
export const CAR_TYPES = ['economy', 'compact', 'sedan', 'suv', 'pickup', 'van', 'luxury'] as const;
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export const FUELS = ['gas', 'diesel'] as const;
export const PAYMENT_GATEWAYS = ['metrobank', 'sandbox', 'paypal'] as const;
export const LANGUAGE_CODES = ['es-ES', 'en-US'] as const;
