import { LANGUAGE_TAGS } from '@rental/domain/locale';
import type { CollectionDef, ContentModel, FieldDef } from './types.ts';

/**
 * Studio's names for the model's collections and fields in Spanish and English:
 * staff read "Reservas · Fecha de retiro", not `reservations.pickup_date`. Directus shows the
 * name in the staff member's language (`meta.translations`); the stored names do not change.
 * A field name means the same in every collection it is in, so fields are named by name.
 */
type Names = { es: [singular: string, plural: string]; en: [singular: string, plural: string] };

export const COLLECTION_NAMES: Readonly<Record<string, Names>> = {
  languages: { es: ['Idioma', 'Idiomas'], en: ['Language', 'Languages'] },
  sites_config: { es: ['Sitio', 'Configuración de sitios'], en: ['Site', 'Sites config'] },
  sites_config_translations: {
    es: ['Texto del sitio', 'Textos del sitio'],
    en: ['Site text', 'Site texts'],
  },
  info_pages: {
    es: ['Página informativa', 'Páginas informativas'],
    en: ['Info page', 'Info pages'],
  },
  info_pages_translations: {
    es: ['Texto de página', 'Textos de páginas'],
    en: ['Page text', 'Page texts'],
  },
  calls_to_action: {
    es: ['Llamado a la acción', 'Llamados a la acción'],
    en: ['Call to action', 'Calls to action'],
  },
  calls_to_action_translations: {
    es: ['Texto del llamado', 'Textos de llamados'],
    en: ['Call to action text', 'Call to action texts'],
  },
  flota: { es: ['Auto', 'Flota'], en: ['Car', 'Fleet'] },
  branches: { es: ['Sucursal', 'Sucursales'], en: ['Branch', 'Branches'] },
  coverages: { es: ['Cobertura', 'Coberturas'], en: ['Protection', 'Protections'] },
  coverages_translations: {
    es: ['Texto de cobertura', 'Textos de coberturas'],
    en: ['Protection text', 'Protection texts'],
  },
  promotions: { es: ['Promoción', 'Promociones'], en: ['Promotion', 'Promotions'] },
  promotions_translations: {
    es: ['Texto de promoción', 'Textos de promociones'],
    en: ['Promotion text', 'Promotion texts'],
  },
  job_offers: { es: ['Oferta de empleo', 'Empleos'], en: ['Job offer', 'Job offers'] },
  job_offers_translations: {
    es: ['Texto de oferta', 'Textos de ofertas'],
    en: ['Job offer text', 'Job offer texts'],
  },
  coupons: { es: ['Cupón', 'Cupones'], en: ['Coupon', 'Coupons'] },
  redirects: { es: ['Redirección', 'Redirecciones'], en: ['Redirect', 'Redirects'] },
  fleet_units: {
    es: ['Unidades por clase o extra', 'Inventario'],
    en: ['Units of a class or extra', 'Inventory'],
  },
  seasons: { es: ['Temporada', 'Temporadas'], en: ['Season', 'Seasons'] },
  reservations: { es: ['Reserva', 'Reservas'], en: ['Reservation', 'Reservations'] },
  precheckins: { es: ['Pre-check-in', 'Pre-check-ins'], en: ['Pre-check-in', 'Pre-check-ins'] },
  payments: { es: ['Pago', 'Pagos'], en: ['Payment', 'Payments'] },
  refunds: { es: ['Reembolso', 'Reembolsos'], en: ['Refund', 'Refunds'] },
  corporate_leads: {
    es: ['Solicitud corporativa', 'Solicitudes corporativas'],
    en: ['Corporate lead', 'Corporate leads'],
  },
  email_outbox: { es: ['Correo', 'Correos por enviar'], en: ['E-mail', 'E-mail outbox'] },
};

/** Each field name in Spanish; in English, where the name alone does not read well. */
export const FIELD_NAMES: Readonly<Record<string, { es: string; en?: string }>> = {
  id: { es: 'ID', en: 'ID' },
  code: { es: 'Código' },
  name: { es: 'Nombre' },
  direction: { es: 'Dirección de escritura', en: 'Writing direction' },
  brand: { es: 'Marca' },
  siteName: { es: 'Nombre del sitio' },
  logo: { es: 'Logo' },
  primaryColor: { es: 'Color principal' },
  accentColor: { es: 'Color de acento' },
  reservationBackgroundColor: { es: 'Fondo de la reserva', en: 'Booking background' },
  reservation_min_days: { es: 'Días mínimos de alquiler', en: 'Minimum rental days' },
  allowedCars: { es: 'Clases de autos', en: 'Car classes offered' },
  paymentGateway: { es: 'Pasarela de pago' },
  disableReservationsUntil: { es: 'Sin reservas hasta', en: 'No bookings until' },
  max_rental_days: { es: 'Días máximos de alquiler', en: 'Maximum rental days' },
  booking_horizon_days: { es: 'Días de anticipación máximos', en: 'Booking horizon (days)' },
  length_discounts: { es: 'Descuentos por duración', en: 'Length discounts' },
  young_driver_bands: { es: 'Recargo por conductor joven', en: 'Young driver surcharge' },
  class_terms: {
    es: 'Combustible, kilometraje y depósito',
    en: 'Fuel, mileage and deposit',
  },
  additional_driver_daily_fee: {
    es: 'Conductor adicional, por día',
    en: 'Additional driver, per day',
  },
  additional_driver_cap: {
    es: 'Conductor adicional, tope por alquiler',
    en: 'Additional driver, cap per rental',
  },
  blackout_periods: { es: 'Períodos sin entregas', en: 'Blackout periods' },
  precheckinEnabled: { es: 'Pre-check-in activo', en: 'Pre-check-in on' },
  precheckin_invitation_hours: {
    es: 'Invitación al pre-check-in (horas antes)',
    en: 'Pre-check-in invitation (hours before)',
  },
  pickup_reminder_hours: {
    es: 'Recordatorio de retiro (horas antes)',
    en: 'Pickup reminder (hours before)',
  },
  cancellation_free_hours: {
    es: 'Cancelación gratis hasta (horas antes)',
    en: 'Free cancellation until (hours before)',
  },
  cancellation_late_fee_percent: { es: 'Cargo por cancelación tardía (%)', en: 'Late fee (%)' },
  cancellation_no_show_fee_percent: { es: 'Cargo por no presentarse (%)', en: 'No-show fee (%)' },
  payment_window_minutes: { es: 'Plazo para pagar (minutos)', en: 'Payment window (minutes)' },
  driver_documents_retention_days: {
    es: 'Conservar documentos de conductores (días)',
    en: 'Keep drivers’ documents (days)',
  },
  invoice_status: { es: 'Documento fiscal', en: 'Fiscal document' },
  invoice_number: { es: 'Número fiscal', en: 'Fiscal number' },
  invoice_cufe: { es: 'CUFE', en: 'CUFE' },
  invoice_issued_at: { es: 'Fecha del documento', en: 'Document date' },
  invoice: { es: 'Documento enviado', en: 'Document sent' },
  invoice_billing_point: { es: 'Punto de facturación', en: 'Billing point' },
  invoice_branch_code: { es: 'Código de sucursal (facturación)', en: 'Branch code (invoicing)' },
  documents_deleted_at: { es: 'Documentos eliminados el', en: 'Documents deleted' },
  rootPage: { es: 'Página de inicio', en: 'Home page' },
  contactPhone: { es: 'Teléfono de contacto' },
  contactEmail: { es: 'Correo de contacto', en: 'Contact e-mail' },
  corporate_leads_email: {
    es: 'Correo para solicitudes corporativas',
    en: 'E-mail for corporate leads',
  },
  whatsapp: { es: 'WhatsApp', en: 'WhatsApp' },
  assistancePhone: { es: 'Teléfono de asistencia' },
  socialLinks: { es: 'Redes sociales', en: 'Social links' },
  date_updated: { es: 'Actualizado', en: 'Updated' },
  translations: { es: 'Traducciones' },
  sites_config_id: { es: 'Sitio', en: 'Site' },
  languages_code: { es: 'Idioma', en: 'Language' },
  heroTitle: { es: 'Título de portada', en: 'Hero title' },
  heroSubtitle: { es: 'Subtítulo de portada', en: 'Hero subtitle' },
  footerDescription: { es: 'Texto del pie de página', en: 'Footer text' },
  menu: { es: 'Menú' },
  seoDescription: { es: 'Descripción para buscadores', en: 'SEO description' },
  slug: { es: 'Dirección (slug)', en: 'Address (slug)' },
  pageCategory: { es: 'Categoría' },
  showCorporateForm: { es: 'Muestra el formulario corporativo', en: 'Shows the corporate form' },
  sort: { es: 'Orden' },
  info_pages_id: { es: 'Página', en: 'Page' },
  title: { es: 'Título' },
  content: { es: 'Contenido' },
  pageImage: { es: 'Imagen de la página' },
  link: { es: 'Enlace' },
  brands: { es: 'Marcas' },
  calls_to_action_id: { es: 'Llamado a la acción', en: 'Call to action' },
  description: { es: 'Descripción' },
  buttonText: { es: 'Texto del botón' },
  image: { es: 'Imagen' },
  model: { es: 'Modelo' },
  status: { es: 'Estado' },
  promo: { es: 'En promoción', en: 'On promotion' },
  type: { es: 'Tipo' },
  class: { es: 'Clase' },
  price_firefly: { es: 'Precio diario Firefly', en: 'Daily price Firefly' },
  price_tucan: { es: 'Precio diario Tucán', en: 'Daily price Tucán' },
  price_marea: { es: 'Precio diario Marea', en: 'Daily price Marea' },
  price_volcan: { es: 'Precio diario Volcán', en: 'Daily price Volcán' },
  discount: { es: 'Descuento prepago (%)', en: 'Prepaid discount (%)' },
  rentworks_prepaid_discount_id: {
    es: 'ID de descuento en RentWorks',
    en: 'RentWorks discount ID',
  },
  minimum_days: { es: 'Días mínimos' },
  prepaid_price: { es: 'Precio prepago diario', en: 'Daily prepaid price' },
  doors: { es: 'Puertas' },
  luggage: { es: 'Maletas', en: 'Suitcases' },
  transmission: { es: 'Transmisión' },
  gas: { es: 'Combustible', en: 'Fuel' },
  passengers: { es: 'Pasajeros' },
  address: { es: 'Dirección' },
  phone: { es: 'Teléfono' },
  email: { es: 'Correo', en: 'E-mail' },
  latitude: { es: 'Latitud' },
  longitude: { es: 'Longitud' },
  hours: { es: 'Horario', en: 'Opening hours' },
  isAirport: { es: 'Es aeropuerto', en: 'Airport' },
  concessionFeePercent: { es: 'Tasa de concesión (%)', en: 'Concession fee (%)' },
  dropoffFee: { es: 'Cargo por devolver aquí', en: 'Drop-off fee' },
  turnaround_minutes: { es: 'Preparación entre alquileres (min)', en: 'Turnaround (minutes)' },
  closed_days: { es: 'Días cerrada', en: 'Closed days' },
  kind: { es: 'Tipo' },
  dailyPrice: { es: 'Precio diario' },
  capPerRental: { es: 'Tope por alquiler' },
  maxQuantity: { es: 'Cantidad máxima por reserva' },
  extra_units: { es: 'Extras que ocupa' },
  extra: { es: 'Extra' },
  mandatory: { es: 'Obligatoria' },
  includes: { es: 'Incluye' },
  coverages_id: { es: 'Cobertura', en: 'Protection' },
  couponCode: { es: 'Código de cupón' },
  validFrom: { es: 'Válida desde', en: 'Valid from' },
  validUntil: { es: 'Válida hasta', en: 'Valid until' },
  promotions_id: { es: 'Promoción', en: 'Promotion' },
  terms: { es: 'Condiciones', en: 'Terms' },
  location: { es: 'Lugar', en: 'Location' },
  employmentType: { es: 'Jornada', en: 'Employment type' },
  applyEmail: { es: 'Correo para postular', en: 'E-mail to apply' },
  published: { es: 'Publicada' },
  closesAt: { es: 'Cierra el', en: 'Closes on' },
  job_offers_id: { es: 'Oferta de empleo', en: 'Job offer' },
  requirements: { es: 'Requisitos' },
  discountPercent: { es: 'Descuento (%)', en: 'Discount (%)' },
  discountAmount: { es: 'Descuento fijo', en: 'Fixed discount' },
  active: { es: 'Activo' },
  max_uses: { es: 'Usos máximos', en: 'Maximum uses' },
  max_uses_per_renter: { es: 'Usos máximos por cliente', en: 'Maximum uses per renter' },
  from: { es: 'Desde' },
  to: { es: 'Hacia' },
  statusCode: { es: 'Código HTTP', en: 'HTTP status' },
  branch: { es: 'Sucursal' },
  units: { es: 'Unidades' },
  note: { es: 'Nota' },
  first_day: { es: 'Primer día' },
  last_day: { es: 'Último día' },
  percent: { es: 'Ajuste (%)', en: 'Change (%)' },
  class_prices: { es: 'Precios por clase', en: 'Prices by class' },
  payment_type: { es: 'Forma de pago', en: 'Paid by' },
  reservation_type: { es: 'Tipo de reserva', en: 'Reservation type' },
  car: { es: 'Auto' },
  pickup_branch: { es: 'Sucursal de retiro', en: 'Pickup branch' },
  return_branch: { es: 'Sucursal de devolución', en: 'Return branch' },
  pickup_date: { es: 'Fecha de retiro', en: 'Pickup' },
  return_date: { es: 'Fecha de devolución', en: 'Return' },
  total_reservations_days: { es: 'Días', en: 'Days' },
  renter_name: { es: 'Nombre del cliente', en: 'Renter first names' },
  renter_last_name: { es: 'Apellidos del cliente', en: 'Renter last names' },
  renter_email: { es: 'Correo del cliente', en: 'Renter e-mail' },
  renter_phone: { es: 'Teléfono del cliente', en: 'Renter phone' },
  renter_license: { es: 'Licencia del cliente', en: 'Renter licence' },
  renter_birthday: { es: 'Fecha de nacimiento del cliente', en: 'Renter birthday' },
  received: { es: 'Datos recibidos del sitio (registro)', en: 'Received from the site (record)' },
  total: { es: 'Total (US$)', en: 'Total (US$)' },
  bill: { es: 'Detalle del precio', en: 'Bill' },
  client: { es: 'Cliente (datos recibidos)', en: 'Renter (as received)' },
  extras: { es: 'Extras' },
  totals: { es: 'Totales en centavos', en: 'Totals in cents' },
  language: { es: 'Idioma' },
  idempotency_key: { es: 'Clave de reintento', en: 'Retry key' },
  coupon_use: { es: 'Uso del cupón', en: 'Coupon use' },
  coupon_renter_use: { es: 'Uso del cupón por cliente', en: 'Coupon use by renter' },
  precheckin_status: { es: 'Pre-check-in' },
  change_count: { es: 'Cambios hechos', en: 'Changes made' },
  hold_keys: { es: 'Apartada por', en: 'Held by' },
  lock_owner: { es: 'Bloqueada por', en: 'Locked by' },
  ledger_note: { es: 'Nota del cuadre', en: 'Ledger note' },
  hold_expires_at: { es: 'Depósito retenido hasta', en: 'Deposit held until' },
  charged_amount: { es: 'Cobrado del depósito (US$)', en: 'Charged from deposit (US$)' },
  charge_reason: { es: 'Motivo del cobro del depósito', en: 'Deposit charge reason' },
  lock_until: { es: 'Bloqueo hasta', en: 'Locked until' },
  preferences: { es: 'Preferencias' },
  date_created: { es: 'Creada', en: 'Created' },
  reservation: { es: 'Reserva' },
  drivers: { es: 'Conductores', en: 'Drivers' },
  driver: { es: 'Conductor principal (datos)', en: 'Main driver (data)' },
  additional_drivers: { es: 'Conductores adicionales' },
  submitted_at: { es: 'Enviado el', en: 'Submitted' },
  provider: { es: 'Pasarela', en: 'Gateway' },
  provider_reference: { es: 'Referencia de la pasarela', en: 'Gateway reference' },
  amount: { es: 'Importe' },
  currency: { es: 'Moneda' },
  card_brand: { es: 'Tarjeta', en: 'Card' },
  card_last4: { es: 'Últimos 4 dígitos', en: 'Last 4 digits' },
  change: { es: 'Cambio de reserva', en: 'Booking change' },
  payment: { es: 'Pago' },
  fee: { es: 'Cargo retenido', en: 'Fee kept' },
  company: { es: 'Empresa' },
  fleetSize: { es: 'Autos que necesita', en: 'Cars needed' },
  message: { es: 'Mensaje' },
  page: { es: 'Página de origen', en: 'Sent from page' },
  key: { es: 'Clave única', en: 'Unique key' },
  corporate_lead: { es: 'Solicitud corporativa', en: 'Corporate lead' },
  recipient: { es: 'Destinatario' },
  attempts: { es: 'Intentos' },
  next_attempt_at: { es: 'Próximo intento', en: 'Next attempt' },
  claimed_at: { es: 'Tomado el', en: 'Claimed' },
  sent_at: { es: 'Enviado el', en: 'Sent' },
  subject: { es: 'Asunto' },
  last_error: { es: 'Último error' },
};

/** "pickup_branch", "siteName" → "Pickup branch", "Site name". */
export const englishName = (field: string) => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const namedField = (field: FieldDef): FieldDef => {
  const names = FIELD_NAMES[field.field];
  if (!names) return field;
  return {
    ...field,
    meta: {
      ...field.meta,
      translations: [
        { language: LANGUAGE_TAGS.es, translation: names.es },
        { language: LANGUAGE_TAGS.en, translation: names.en ?? englishName(field.field) },
      ],
    },
  };
};

const namedCollection = (def: CollectionDef): CollectionDef => {
  const names = COLLECTION_NAMES[def.collection];
  return {
    ...def,
    meta: names
      ? {
          ...def.meta,
          translations: (['es', 'en'] as const).map((lang) => ({
            language: LANGUAGE_TAGS[lang],
            translation: names[lang][1],
            singular: names[lang][0],
            plural: names[lang][1],
          })),
        }
      : def.meta,
    fields: def.fields.map(namedField),
  };
};

/** The model with every collection's and field's Studio names in Spanish and English. */
export const withStudioNames = (model: ContentModel): ContentModel => ({
  ...model,
  collections: model.collections.map(namedCollection),
});
