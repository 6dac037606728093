import type { CollectionDef, ContentModel, FieldDef } from './types.ts';

/**
 * Studio's notes (the help under a field) in Spanish and English. The model's files
 * write each note in English; this file gives each one its Spanish. Directus shows a field's
 * note `$t:note.<collection>.<field>` as the translation string of that key in the staff
 * member's language (services/cms/src/studio-words.ts writes them); a row field of a repeater
 * (a JSON list edited as a form per row) is keyed `note.<collection>.<field>.<row field>`. The
 * same field name may mean different things in different collections, so notes are keyed by
 * path, not by field name.
 *
 * Studio does not translate a collection's note (Directus 12 shows it as stored, and only in
 * Settings → Data Model), so a collection's note is stored in both languages at once:
 * "Spanish · English".
 *
 * Technical tokens stay as in English: field names and JSON keys, codes (CODE#n, PTY, ACRISS),
 * placeholders ({siteName}), paths, JSON examples and "USD cents" (studio-notes.test.ts checks).
 */
export const SPANISH_NOTES: Readonly<Record<string, string>> = {
  // Content (content.ts)
  languages: 'Idiomas en los que está escrito el sitio',
  sites_config: 'Un registro por marca: identidad, reglas y contenido de todo el sitio',
  'sites_config.brand':
    'Clave de la marca; el sitio compilado con NEXT_PUBLIC_BRAND=<key> muestra este registro',
  'sites_config.siteName': 'Se muestra en el encabezado y en los títulos: "{siteName} Car Rental"',
  'sites_config.logo': 'Logo de la marca (de preferencia en SVG)',
  'sites_config.primaryColor':
    'Color de la marca (hex) de botones y etiquetas, con texto blanco encima: el contraste con el blanco debe ser de al menos 4.5:1',
  'sites_config.accentColor':
    'Color oscuro de la marca (hex) para títulos, precios y el pie de página; debe leerse bien sobre blanco',
  'sites_config.reservationBackgroundColor': 'Fondo de los pasos de la reserva (hex)',
  'sites_config.reservation_min_days': 'Días mínimos de alquiler para esta marca',
  'sites_config.allowedCars':
    'Clases ACRISS que alquila esta marca; vacío significa todas las clases',
  'sites_config.paymentGateway': 'Pasarela de tarjetas que se usa al pagar la reserva',
  'sites_config.disableReservationsUntil':
    'Sin retiros antes de este momento, en la zona horaria de su equipo: hora de Panamá en un equipo de Panamá (se guarda en UTC)',
  'sites_config.max_rental_days':
    'Alquiler más largo que un cliente puede reservar en línea, en días de alquiler',
  'sites_config.booking_horizon_days':
    'Con cuántos días de anticipación se puede reservar un retiro',
  'sites_config.length_discounts':
    'Descuento sobre el auto a partir de cierta duración del alquiler, p. ej. 7 días 5 %, 30 días 15 %; se aplica el de la mayor duración alcanzada',
  'sites_config.length_discounts.min_days': 'A partir de esta cantidad de días de alquiler',
  'sites_config.length_discounts.percent': 'Porcentaje de descuento sobre el auto (1–90)',
  'sites_config.young_driver_bands':
    'Recargo para conductores jóvenes según su edad el día del retiro, p. ej. 21–22 y 23–24; una edad fuera de toda banda no paga recargo',
  'sites_config.young_driver_bands.min_age': 'Desde esta edad',
  'sites_config.young_driver_bands.max_age': 'Hasta esta edad, incluida',
  'sites_config.young_driver_bands.daily_surcharge':
    'Recargo por día de alquiler (se escribe en US$, se guarda en USD cents)',
  'sites_config.young_driver_bands.cap':
    'Como máximo esto por alquiler (se escribe en US$, se guarda en USD cents); vacío: sin tope',
  'sites_config.additional_driver_daily_fee':
    'Cada conductor adicional, por día de alquiler (se escribe en US$, se guarda en USD cents)',
  'sites_config.additional_driver_cap':
    'Cada conductor adicional, como máximo esto por alquiler (se escribe en US$, se guarda en USD cents); vacío: sin tope',
  'sites_config.class_terms':
    'Combustible, kilometraje y depósito de garantía por clase de auto; una fila sin clase vale para las demás',
  'sites_config.class_terms.class': 'Clase ACRISS; vacía: todas las clases sin fila propia',
  'sites_config.class_terms.fuel_quarter_charge':
    'Lleno a lleno: cargo por cada cuarto de tanque que falte al devolver (se escribe en US$, se guarda en USD cents)',
  'sites_config.class_terms.km_per_day': 'Km incluidos por día de alquiler; vacío: ilimitados',
  'sites_config.class_terms.extra_km_price':
    'Precio por km adicional a los incluidos (se escribe en US$, se guarda en USD cents)',
  'sites_config.class_terms.deposit':
    'Se retiene en una tarjeta de crédito a nombre del conductor titular (se escribe en US$, se guarda en USD cents)',
  'sites_config.class_terms.reduced_deposit':
    'Se retiene en su lugar con la cobertura de abajo (se escribe en US$, se guarda en USD cents); vacío: ninguno',
  'sites_config.class_terms.reduced_with':
    'Código de la cobertura que baja el depósito (p. ej. full-protection)',
  'sites_config.blackout_periods':
    'Días en que esta marca no hace retiros ni devoluciones (blackout); los alquileres que los abarcan sí se permiten',
  'sites_config.blackout_periods.from': 'Primer día (Panamá)',
  'sites_config.blackout_periods.to': 'Último día, incluido',
  'sites_config.precheckinEnabled': 'Activa o desactiva el módulo de pre-check-in',
  'sites_config.precheckin_invitation_hours':
    'Horas antes del retiro en que se invita al cliente por correo a hacer el pre-check-in',
  'sites_config.pickup_reminder_hours':
    'Horas antes del retiro en que se le envía al cliente un recordatorio por correo',
  'sites_config.cancellation_free_hours':
    'Cancelación gratis hasta esta cantidad de horas antes del retiro (se reembolsa todo lo pagado en línea)',
  'sites_config.cancellation_late_fee_percent':
    'Lo que se retiene de una reserva prepagada cancelada después de ese plazo y antes del retiro (porcentaje del total)',
  'sites_config.cancellation_no_show_fee_percent':
    'Lo que se retiene de una reserva prepagada cancelada después de su hora de retiro (porcentaje del total)',
  'sites_config.payment_window_minutes':
    'Minutos que una reserva prepagada espera su pago; después se marca como abandonada y se devuelve el uso de su cupón',
  'sites_config.driver_documents_retention_days':
    'Días después de la devolución que se conservan los documentos de los conductores del pre-check-in; después un proceso los elimina (docs/privacy.md)',
  'sites_config.invoice_billing_point':
    'Punto de facturación de la marca para las facturas electrónicas (3 dígitos, no 000): cada marca numera sus documentos en su propio punto (docs/invoices.md)',
  'sites_config.invoice_branch_code':
    'Código de la sucursal emisora ante el proveedor de facturación (0000: casa matriz)',
  'sites_config.rootPage':
    'Opcional: ruta a la que redirige la página de inicio (p. ej. /promos); vacío muestra la página de inicio',
  'sites_config.contactPhone': 'Teléfono principal, en formato internacional',
  'sites_config.corporate_leads_email':
    'A dónde se envían por correo las solicitudes de plan corporativo; vacío: al correo de contacto',
  'sites_config.whatsapp': 'Número de WhatsApp, en formato internacional',
  'sites_config.assistancePhone': 'Teléfono de asistencia vial 24 horas',
  'sites_config.socialLinks': 'Enlaces a las redes sociales',
  sites_config_translations: 'Textos traducidos de sites_config',
  'sites_config_translations.menu':
    'Menú principal: [{ "label": "…", "href": "/flota", "children": [{ "label": "…", "href": "…" }] }]',
  info_pages: 'Páginas bajo /info/{slug}',
  'info_pages.slug':
    'Parte de la URL: /info/{slug}; la página de términos y condiciones es la que tiene "terminos" en su slug',
  'info_pages.showCorporateForm':
    'Muestra en esta página el formulario de contacto del plan corporativo',
  info_pages_translations: 'Textos traducidos de info_pages',
  'info_pages_translations.content': 'Markdown',
  'info_pages_translations.pageImage': 'Imagen opcional que se muestra arriba en la página',
  calls_to_action: 'Avisos destacados en la página de inicio',
  'calls_to_action.link': 'Ruta relativa (/flota) o URL absoluta',
  'calls_to_action.brands': 'Marcas que muestran este aviso; vacío significa todas',
  calls_to_action_translations: 'Textos traducidos de calls_to_action',
  coverages:
    'Productos de protección; una cobertura obligatoria, otras opcionales y la asistencia vial',
  'coverages.kind':
    'roadside = la línea de asistencia vial (era) de la factura; extra = se vende junto al auto (silla de niño, GPS…), con existencias por sucursal en Inventario',
  'coverages.capPerRental':
    'Extras: como máximo esto por unidad y alquiler (se escribe en US$, se guarda en USD cents); vacío: sin tope',
  'coverages.maxQuantity':
    'Extras: unidades que puede llevar una reserva (p. ej. 2 sillas de niño)',
  'coverages.dailyPrice': 'Precio por día (se escribe en US$, se guarda en USD cents)',
  'coverages.mandatory': 'El cliente debe elegir una cobertura obligatoria (o una que la incluya)',
  'coverages.includes':
    'Códigos de las coberturas que esta incluye (protección total: basic-liability, cdw): si se eligen junto con ella, se muestran como incluidas y no se cobran. Vacío: no incluye ninguna',
  coverages_translations: 'Textos traducidos de coverages',
  promotions: 'Se muestran en /promos y en la página de inicio',
  'promotions.brands': 'Marcas que muestran esta promoción; vacío significa todas',
  'promotions.couponCode': 'Cupón que aplica la promoción, si lo hay',
  'promotions.link': 'A dónde lleva la promoción (por defecto /flota)',
  promotions_translations: 'Textos traducidos de promotions',
  job_offers: 'Vacantes publicadas en /jobs',
  'job_offers.applyEmail': 'A dónde envían su CV los candidatos',
  job_offers_translations: 'Textos traducidos de job_offers',
  coupons: 'Códigos que el cliente escribe en /reserva',
  'coupons.code': 'No distingue entre mayúsculas y minúsculas',
  'coupons.discountPercent': 'Porcentaje de descuento sobre el total del auto',
  'coupons.discountAmount': 'Monto fijo de descuento (se escribe en US$, se guarda en USD cents)',
  'coupons.brands': 'Marcas que aceptan este cupón; vacío significa todas',
  'coupons.max_uses': 'En cuántas reservas se puede usar este cupón en total; vacío: sin límite',
  'coupons.max_uses_per_renter':
    'En cuántas reservas puede usarlo un mismo cliente (por su correo); vacío: sin límite',
  redirects: 'Redirecciones por ruta que consulta el sitio',
  'redirects.from': 'Ruta sin el prefijo de idioma, p. ej. /ofertas',
  'redirects.to':
    'Ruta relativa (se sigue dentro del sitio) o URL absoluta (carga la página completa)',

  // The fleet and branches (inventory.ts)
  flota: 'La flota que comparten todas las marcas; cada marca le pone precio en su propio campo',
  'flota.brand':
    'Marca que registró el auto (solo informativo: la flota de cada marca se define por las clases permitidas y un precio puesto)',
  'flota.model': 'Se muestra como "{model} o similar"',
  'flota.promo': 'Muestra la etiqueta de promoción',
  'flota.class': 'Código ACRISS',
  'flota.price_firefly':
    'Precio diario para firefly; vacío significa que firefly no alquila este auto (se escribe en US$, se guarda en USD cents)',
  'flota.price_tucan':
    'Precio diario para tucan; vacío significa que tucan no alquila este auto (se escribe en US$, se guarda en USD cents)',
  'flota.price_marea':
    'Precio diario para marea; vacío significa que marea no alquila este auto (se escribe en US$, se guarda en USD cents)',
  'flota.price_volcan':
    'Precio diario para volcan; vacío significa que volcan no alquila este auto (se escribe en US$, se guarda en USD cents)',
  'flota.discount': 'Descuento por prepago, en porcentaje',
  'flota.rentworks_prepaid_discount_id': 'ID del descuento en el sistema de alquiler',
  'flota.prepaid_price':
    'Precio diario prepagado fijo, opcional; vacío significa el precio menos el descuento (se escribe en US$, se guarda en USD cents)',
  'flota.luggage': 'Maletas',
  'flota.gas': 'Combustible',
  branches: 'Lugares de retiro y devolución',
  'branches.code': 'Código corto, p. ej. PTY',
  'branches.email':
    'El correo de la sucursal: el personal de ahí recibe un aviso de cada reserva nueva con retiro aquí',
  'branches.hours':
    'Horario en hora de Panamá, una fila por cada apertura: un día sin filas está cerrado, dos filas hacen un horario partido, de 00:00 a 24:00 es abierto todo el día',
  'branches.hours.opens': 'HH:MM, p. ej. 07:00',
  'branches.hours.closes': 'HH:MM, p. ej. 20:00; 24:00 es medianoche',
  'branches.isAirport':
    'Sucursal de aeropuerto: a los retiros aquí se les aplica la tasa de concesión',
  'branches.concessionFeePercent': 'Tasa de concesión del aeropuerto, en porcentaje del alquiler',
  'branches.dropoffFee':
    'Cargo cuando un auto retirado en otra sucursal se devuelve aquí (se escribe en US$, se guarda en USD cents)',
  'branches.turnaround_minutes':
    'Tiempo que necesita un auto devuelto (limpieza, revisiones) antes de poder salir otra vez',
  'branches.closed_days':
    'Días en que la sucursal está cerrada (feriados, obras): esos días no hay retiros ni devoluciones ahí',
  'branches.closed_days.from': 'Primer día (Panamá)',
  'branches.closed_days.to': 'Último día, incluido',
  fleet_units: 'Autos por clase, y extras, por sucursal: el sitio nunca vende más a la vez',
  'fleet_units.class':
    'Código ACRISS de los autos que se cuentan; vacío en una fila que cuenta un extra',
  'fleet_units.extra':
    'Código del extra que se cuenta (silla de niño, GPS…) en lugar de una clase; vacío en una fila de autos',
  'fleet_units.units':
    'Autos de esta clase (o unidades de este extra) que se pueden alquilar desde esta sucursal (0: ninguno a la venta)',
  'fleet_units.note': 'Para el personal: p. ej. dos en el taller hasta mayo',

  // Rates (rates.ts)
  seasons:
    'Tarifas de temporada: un precio por clase o un porcentaje sobre el auto para un rango de días',
  'seasons.name': 'Se muestra en la factura, p. ej. "Temporada alta"',
  'seasons.brands': 'Marcas a las que se aplica esta temporada; vacío significa todas las marcas',
  'seasons.first_day': 'Primer día de la temporada, en Panamá',
  'seasons.last_day': 'Último día, en Panamá, incluido',
  'seasons.percent':
    'Porcentaje sobre el precio diario del auto (+25 en temporada alta, −10 en semanas tranquilas); para las clases sin precio abajo',
  'seasons.class_prices':
    'Precio diario por clase de auto en esta temporada (se escribe en US$, se guarda en USD cents); reemplaza el porcentaje para esa clase',
  'seasons.class_prices.price': 'Precio diario (se escribe en US$, se guarda en USD cents)',

  // Bookings (transactional.ts)
  reservations: 'Reservas hechas en el sitio',
  'reservations.code': 'Código corto y fácil de leer que se le da al cliente',
  'reservations.pickup_date':
    'En la zona horaria de su equipo: hora de Panamá en un equipo de Panamá (se guarda en UTC)',
  'reservations.return_date':
    'En la zona horaria de su equipo: hora de Panamá en un equipo de Panamá (se guarda en UTC)',
  'reservations.renter_name': 'Nombres del cliente',
  'reservations.renter_last_name': 'Apellidos del cliente',
  'reservations.renter_email': 'Donde el cliente recibe todos los correos de esta reserva',
  'reservations.renter_license': 'Número de licencia de conducir del cliente',
  'reservations.renter_birthday':
    'Fecha de nacimiento del cliente (la regla de edad en el mostrador)',
  'reservations.received': 'La reserva tal como la envió el sitio (JSON), para el registro',
  'reservations.total': 'Total de la factura en US$ (lo calculó el servidor)',
  'reservations.bill': 'La factura línea por línea, tal como la calculó el sitio',
  'reservations.client':
    'El cliente tal como lo recibió el sitio: name, last_name, email, license, birthday, phone_number. Los campos del cliente de arriba se mantienen al día con este',
  'reservations.extras':
    'Coberturas elegidas, asistencia vial, entrega, cupón, extras y conductores adicionales',
  'reservations.extra_units':
    'Unidades de cada extra que esta reserva ocupa en su sucursal de retiro (|code=units|: código y unidades), contadas por el inventario',
  'reservations.totals': 'Desglose del precio en USD cents, calculado por el servidor',
  'reservations.idempotency_key': 'Hace que un envío repetido cree una sola reserva',
  'reservations.coupon_use':
    'El uso del cupón que ocupa esta reserva (CODE#n): es único, así que el límite del cupón se respeta aunque se reserve al mismo tiempo. Vacíe el campo para devolver el uso (p. ej. después de una cancelación)',
  'reservations.coupon_renter_use':
    'El uso del cupón que le corresponde al cliente (CODE|renter#n, renter = hash del correo). Vacíe el campo para devolver el uso',
  'reservations.precheckin_status':
    'Pre-check-in en línea: sin pre-check-in, por revisar (conductor verificado) o completado (pago saldado o dejado para el mostrador)',
  'payments.ledger_note':
    'Por qué el barrido aún no pudo cerrar este movimiento; vacío cuando todo está bien',
  'refunds.ledger_note':
    'Por qué el barrido aún no pudo cerrar este movimiento; vacío cuando todo está bien',
  'reservations.hold_keys':
    'Quién aparta esta reserva sin pagar (hashes con clave de la dirección del visitante, el correo y el teléfono del cliente): limita lo que un visitante aparta a la vez',
  'reservations.privacy_requests':
    'Las solicitudes del cliente según la Ley 81 (rectificación, supresión, oposición) hechas desde la página de la reserva, cada una con el día en que debe responderse (docs/privacy.md)',
  'reservations.privacy_request_due':
    'El día en que debe responderse la solicitud abierta más antigua (10 días hábiles); vacío: ninguna abierta. Al responder, marcar la solicitud como atendida y vaciar este campo',
  'reservations.lock_owner':
    'Quién tiene esta reserva mientras se mueve su dinero o su viaje (un proceso del sitio, un worker); vacío cuando está libre',
  'reservations.lock_until':
    'Cuándo pierde el bloqueo de la reserva quien lo tiene, si no lo renueva (UTC, ISO 8601)',
  'reservations.change_count':
    'Cuántas veces el cliente cambió fechas, horas o sucursales en la página de la reserva (el SEQUENCE del archivo de calendario). El sitio solo puede subirlo de uno en uno, con cada cambio',
  'reservations.preferences':
    'Preferencias del cliente para esta reserva: extras, canales de contacto, idioma de los recordatorios',
  precheckins:
    'Datos del pre-check-in en línea, uno por reserva (solo para el personal: el sitio puede escribirlos pero no leerlos)',
  'precheckins.drivers': 'Todos los conductores, uno por línea, tal como los envió el cliente',
  'precheckins.driver': 'Datos del conductor principal',
  'precheckins.documents_deleted_at':
    'Cuándo el proceso de conservación eliminó los documentos de los conductores (sus nombres se conservan)',
  'precheckins.additional_drivers': 'Conductores adicionales',
  payments: 'Intentos de pago y sus resultados; el número de la tarjeta y el CVV nunca se guardan',
  'payments.amount':
    'Monto cobrado, o retenido si es un depósito de garantía (se escribe en US$, se guarda en USD cents)',
  'payments.hold_expires_at':
    'Depósito de garantía: cuándo lo suelta el banco (7 días después de retenido); después ya no se puede cobrar',
  'payments.charged_amount':
    'Depósito de garantía: la parte cobrada por daños o combustible (se escribe en US$, se guarda en USD cents)',
  'payments.charge_reason':
    'Depósito de garantía: por qué se cobró una parte; el cliente lo recibe por correo',
  'payments.change':
    'Para un cambio de viaje que cuesta más: el nuevo viaje y la factura que paga este pago; el cambio se hace cuando el pago queda cobrado',
  'payments.invoice_status':
    'La factura: pendiente (escrita, el proveedor aún no responde), en contingencia (emitida con el proveedor caído, se envía cuando responda), emitida, rechazada (el proveedor la rechazó: corregirla en el documento y volver a dejarla pendiente); vacío: aún no se debe ninguna',
  'payments.invoice_number':
    'Número de la factura: punto de facturación y diez dígitos (001-0000000042), nunca se reutiliza',
  'payments.invoice_cufe': 'Código único (CUFE) que la DGI dio al documento',
  'payments.invoice_issued_at': 'Fecha del documento (UTC)',
  'payments.invoice':
    'La factura tal como se envió al proveedor y lo que respondió (docs/invoices.md)',
  refunds:
    'Reembolsos, por la pasarela original, de reservas canceladas o cambiadas a un precio menor; el cargo es lo que retuvo la política de cancelación de la marca',
  'refunds.idempotency_key':
    'refund:<reservation>:<payment> (cancelación) o change-refund:<reservation>:<change>:<payment> (cambio): un reembolso por pago y evento, sin importar quién lo pida ni cuántas veces',
  'refunds.provider_reference':
    'El ID del reembolso en la pasarela (el reembolso de PayPal, la referencia del banco); vacío si no hubo nada que reembolsar',
  'refunds.amount': 'Monto devuelto al cliente (se escribe en US$, se guarda en USD cents)',
  'refunds.fee':
    'Monto retenido según la política de cancelación (se escribe en US$, se guarda en USD cents)',
  'refunds.status':
    'Pendiente: registrado, la pasarela aún no lo procesa; Completado; Fallido: hay que resolverlo a mano',
  'refunds.invoice_status':
    'La nota de crédito: pendiente (escrita, el proveedor aún no responde), en contingencia (emitida con el proveedor caído, se envía cuando responda), emitida, rechazada (el proveedor la rechazó: corregirla en el documento y volver a dejarla pendiente); vacío: aún no se debe ninguna',
  'refunds.invoice_number':
    'Número de la nota de crédito: punto de facturación y diez dígitos (001-0000000042), nunca se reutiliza',
  'refunds.invoice_cufe': 'Código único (CUFE) que la DGI dio al documento',
  'refunds.invoice_issued_at': 'Fecha del documento (UTC)',
  'refunds.invoice':
    'La nota de crédito tal como se envió al proveedor y lo que respondió (docs/invoices.md)',
  corporate_leads: 'Solicitudes de plan corporativo enviadas desde las páginas informativas',
  'corporate_leads.fleetSize': 'Vehículos que necesita la empresa',
  'corporate_leads.page': 'Slug de la página informativa desde la que se envió la solicitud',
  email_outbox:
    'Correos a clientes y al personal, y su envío: en cola, enviando, enviado, omitido (ya no hace falta) o fallido',
  'email_outbox.key':
    'El evento al que corresponde este mensaje (kind:reservation o kind:lead): es único, así que un evento nunca envía dos correos',
  'email_outbox.corporate_lead':
    'La solicitud corporativa de la que trata este mensaje (el aviso por correo al personal)',
  'email_outbox.next_attempt_at': 'Cuándo se vuelve a intentar un envío fallido',
  'email_outbox.claimed_at': 'Cuándo el proceso de envío empezó a enviarlo por última vez',
  'email_outbox.subject': 'Asunto del correo tal como se envió',
  'email_outbox.last_error': 'Por qué falló el último intento',
};

/** A note of the model: where it is (`collection`, `collection.field` or `collection.field.row`). */
export interface ModelNote {
  path: string;
  /** As the model's files write it. */
  en: string;
  /** From SPANISH_NOTES; missing until someone writes it (studio-notes.test.ts fails). */
  es?: string;
}

/** A note as a Directus translation string: `note.<path>`, in Spanish and English. */
export interface NoteString {
  key: string;
  es: string;
  en: string;
}

/** The translation-string key of a field's note (Directus shows `$t:<key>` translated). */
export const noteKey = (path: string) => `note.${path}`;

/** Rows of a repeater field (builders.ts `repeater`): Studio's list interface edits them. */
type RowField = { field: string; meta?: { note?: string | null } };
const rowsOf = (field: FieldDef) =>
  (field.meta?.options as { fields?: RowField[] } | null | undefined)?.fields ?? [];

const noteOf = (meta: Record<string, unknown> | null | undefined) =>
  typeof meta?.note === 'string' && meta.note ? meta.note : null;

/** Every note of the model, in English and, where written, in Spanish; in the model's order. */
export const modelNotes = (model: ContentModel): ModelNote[] =>
  model.collections.flatMap((c) => {
    const notes: { path: string; en: string | null }[] = [
      { path: c.collection, en: noteOf(c.meta) },
      ...c.fields.flatMap((f) => [
        { path: `${c.collection}.${f.field}`, en: noteOf(f.meta) },
        ...rowsOf(f).map((row) => ({
          path: `${c.collection}.${f.field}.${row.field}`,
          en: noteOf(row.meta),
        })),
      ]),
    ];
    return notes.flatMap(({ path, en }) =>
      en === null
        ? []
        : [{ path, en, ...(SPANISH_NOTES[path] ? { es: SPANISH_NOTES[path] } : {}) }],
    );
  });

/**
 * The translation strings of the fields' notes (and repeaters' row fields' notes) that have
 * their Spanish: what services/cms/src/studio-words.ts writes. A collection's note is no
 * translation string (Studio would not translate it).
 */
export const noteStrings = (notes: readonly ModelNote[]): NoteString[] =>
  notes.flatMap(({ path, en, es }) =>
    path.includes('.') && es ? [{ key: noteKey(path), es, en }] : [],
  );

/** A field's (or row field's) note as Studio reads it: its translation string where it has one. */
const translatedNote = (meta: Record<string, unknown> | undefined, path: string) => {
  const en = noteOf(meta);
  return en !== null && SPANISH_NOTES[path] ? { ...meta, note: `$t:${noteKey(path)}` } : meta;
};

const notedField = (collection: string, field: FieldDef): FieldDef => {
  const path = `${collection}.${field.field}`;
  const rows = rowsOf(field);
  const meta = translatedNote(field.meta, path);
  if (!rows.length) return meta === field.meta ? field : { ...field, meta };
  const options = field.meta?.options as Record<string, unknown>;
  return {
    ...field,
    meta: {
      ...meta,
      options: {
        ...options,
        fields: rows.map((row) => ({
          ...row,
          meta: translatedNote(row.meta, `${path}.${row.field}`),
        })),
      },
    },
  };
};

const notedCollection = (def: CollectionDef): CollectionDef => {
  const en = noteOf(def.meta);
  const es = SPANISH_NOTES[def.collection];
  return {
    ...def,
    meta: en !== null && es ? { ...def.meta, note: `${es} · ${en}` } : def.meta,
    fields: def.fields.map((f) => notedField(def.collection, f)),
  };
};

/**
 * The model with Studio's notes in Spanish and English: a field's note becomes
 * `$t:note.<collection>.<field>` (its row fields' `$t:note.<collection>.<field>.<row>`), a
 * collection's note "Spanish · English". A note without Spanish stays as written.
 */
export const withStudioNotes = (model: ContentModel): ContentModel => ({
  ...model,
  collections: model.collections.map(notedCollection),
});
